//! text -> binary -> text is lossless; binary -> text -> binary is byte-identical.

use proptest::prelude::*;
use weft_atomicity::*;

fn name() -> impl Strategy<Value = String> {
    // Short and long names, unicode, and every punctuation a name may hold.
    prop_oneof!["[A-Za-z_][A-Za-z0-9_]{0,3}", "[A-Za-z_é$][A-Za-z0-9_.$\\[\\]#:<>-]{6,24}", "[a-c]{1,2}",]
}

fn line() -> impl Strategy<Value = String> {
    let op = prop_oneof![
        name().prop_map(|n| format!("r({n})")),
        name().prop_map(|n| format!("w({n})")),
        name().prop_map(|n| format!("acq({n})")),
        name().prop_map(|n| format!("rel({n})")),
        name().prop_map(|n| format!("fork({n})")),
        name().prop_map(|n| format!("join({n})")),
        Just("begin".to_string()),
        Just("end".to_string()),
    ];
    let loc = proptest::option::of(prop_oneof!["[A-Za-z]{1,8}\\.java:[0-9]{1,4}", "[^|\r\n]{1,30}"]);
    prop_oneof![
        8 => (name(), op, loc).prop_map(|(t, op, loc)| match loc {
            Some(l) => format!("{t}|{op}|{l}"),
            None => format!("{t}|{op}"),
        }),
        1 => "[ \t]{0,3}#[^\r\n]{0,30}",
        1 => "[ \t]{0,3}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, .. ProptestConfig::default() })]

    #[test]
    fn text_binary_text_is_lossless(lines in proptest::collection::vec(line(), 0..60)) {
        let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
        let mut bin = Vec::new();
        let n = convert_text_to_binary(text.as_bytes(), &mut bin).unwrap();
        prop_assert_eq!(n, lines.len() as u64);
        let mut back = Vec::new();
        prop_assert_eq!(convert_binary_to_text(&bin[..], &mut back).unwrap(), n);
        prop_assert_eq!(String::from_utf8(back.clone()).unwrap(), text.clone());
        let mut bin2 = Vec::new();
        convert_text_to_binary(&back[..], &mut bin2).unwrap();
        prop_assert_eq!(bin2, bin.clone());
        // Both forms yield the same events and names.
        let mut a = Vec::new();
        for_each_event(text.as_bytes(), |names, e| {
            a.push((names.threads.name(e.thread.0).into_owned(), e.op.keyword(), e.line, e.loc.map(|l| names.locs.name(l.0).into_owned())));
            true
        }).unwrap();
        let mut b = Vec::new();
        for_each_event(&bin[..], |names, e| {
            b.push((names.threads.name(e.thread.0).into_owned(), e.op.keyword(), e.line, e.loc.map(|l| names.locs.name(l.0).into_owned())));
            true
        }).unwrap();
        prop_assert_eq!(a, b);
    }
}
