//! Hand-written traces: the paper's example, classic patterns, fork/join, nesting, unary
//! transactions, malformed input and the report format.

use weft_atomicity::*;

fn report(text: &str, algorithm: Algorithm) -> MonitorReport {
    monitor_text(text.as_bytes(), algorithm).unwrap_or_else(|e| panic!("{algorithm}: {e}"))
}

/// Checks the verdict of all three monitors, the detection event of cg and vc, and scg's.
fn expect(text: &str, earliest: Option<u64>, scg_event: Option<u64>) {
    for alg in [Algorithm::Cg, Algorithm::Vc] {
        let r = report(text, alg);
        assert_eq!(r.event, earliest, "{alg}\n{text}");
        assert_eq!(r.verdict == Verdict::Violation, earliest.is_some(), "{alg}\n{text}");
    }
    let r = report(text, Algorithm::Scg);
    assert_eq!(r.event, scg_event, "scg\n{text}");
    assert_eq!(r.verdict == Verdict::Violation, earliest.is_some(), "scg\n{text}");
}

fn serializable(text: &str) {
    expect(text, None, None);
}

fn lines(events: &[&str]) -> String {
    events.iter().map(|e| format!("{e}\n")).collect()
}

#[test]
fn paper_counterexample_to_deleting_completed_transactions() {
    // T1 reads x, T2 writes x and reads z, T3 writes z, T2 ends, T1 writes x: t1 -> t2 -> t1, with t2
    // completed when the cycle closes. A monitor that drops t2 at its end misses it.
    let t =
        lines(&["T1|begin", "T1|r(x)", "T2|begin", "T2|w(x)", "T2|r(z)", "T3|begin", "T3|w(z)", "T2|end", "T1|w(x)"]);
    expect(&t, Some(9), Some(9));
    let cg = report(&t, Algorithm::Cg);
    let names: Vec<(&str, u64)> = cg.cycle.iter().map(|c| (c.thread.as_str(), c.line)).collect();
    assert_eq!(names, vec![("T1", 1), ("T2", 3)]);
    let vc = report(&t, Algorithm::Vc);
    assert_eq!(vc.cycle, cg.cycle);
    // Without T1's write it is serializable (t1 -> t2 -> t3).
    serializable(&lines(&["T1|begin", "T1|r(x)", "T2|begin", "T2|w(x)", "T2|r(z)", "T3|begin", "T3|w(z)", "T2|end"]));
}

#[test]
fn interleaved_read_modify_write() {
    let t = lines(&[
        "T1|begin|Counter.java:5",
        "T1|r(count)|Counter.java:6",
        "T2|begin|Counter.java:5",
        "T2|r(count)|Counter.java:6",
        "T2|w(count)|Counter.java:7",
        "T2|end|Counter.java:8",
        "T1|w(count)|Counter.java:7",
        "T1|end|Counter.java:8",
    ]);
    expect(&t, Some(7), Some(7));
    // The same increments one after the other are fine, even with unrelated events interleaved.
    serializable(&lines(&[
        "T1|begin",
        "T1|r(count)",
        "T2|r(other)",
        "T1|w(count)",
        "T1|end",
        "T2|begin",
        "T2|r(count)",
        "T2|w(count)",
        "T2|end",
    ]));
}

#[test]
fn lost_update_between_two_active_transactions() {
    // T1 r(x); T2 r(y); T1 w(y): t2 -> t1; T2 w(x): t1 -> t2 closes the cycle at event 6. Both
    // transactions are still active, so the summarized graph sees a 2-cycle, not yet a self-loop:
    // it reports when the first of them ends.
    let open = lines(&["T1|begin", "T1|r(x)", "T2|begin", "T2|r(y)", "T1|w(y)", "T2|w(x)"]);
    let closed = open.clone() + "T1|end\nT2|end\n";
    expect(&closed, Some(6), Some(7));
    // If the trace ends with both open, finish() closes them and reports at the last event.
    expect(&open, Some(6), Some(6));
    let scg = report(&closed, Algorithm::Scg);
    let mut threads: Vec<&str> = scg.cycle.iter().map(|c| c.thread.as_str()).collect();
    threads.sort();
    assert_eq!(threads, vec!["T1", "T2"]);
}

#[test]
fn three_transaction_cycle_reports_all_of_it() {
    let t = lines(&[
        "A|begin", "A|r(x)", "B|begin", "B|r(y)", "C|begin", "C|r(z)", "A|w(y)", "B|w(z)", "C|w(x)", "A|end", "B|end",
        "C|end",
    ]);
    // A -> C (x), B -> A (y), C -> B (z): the cycle closes at C's write of x (event 9).
    expect(&t, Some(9), Some(11));
    let cg = report(&t, Algorithm::Cg);
    assert_eq!(cg.cycle.len(), 3);
    let vc = report(&t, Algorithm::Vc);
    let mut a: Vec<_> = cg.cycle.iter().map(|c| (c.thread.clone(), c.line)).collect();
    let mut b: Vec<_> = vc.cycle.iter().map(|c| (c.thread.clone(), c.line)).collect();
    a.sort();
    b.sort();
    assert_eq!(a, b);
}

#[test]
fn locks_serialize_critical_sections() {
    serializable(&lines(&[
        "T1|begin",
        "T1|acq(m)",
        "T1|r(c)",
        "T1|w(c)",
        "T1|rel(m)",
        "T1|end",
        "T2|begin",
        "T2|acq(m)",
        "T2|r(c)",
        "T2|w(c)",
        "T2|rel(m)",
        "T2|end",
    ]));
    // Different locks protect nothing against each other, but without a data conflict that is fine.
    serializable(&lines(&[
        "T1|begin",
        "T1|acq(m)",
        "T2|begin",
        "T2|acq(n)",
        "T2|w(y)",
        "T1|w(x)",
        "T1|rel(m)",
        "T2|rel(n)",
        "T1|end",
        "T2|end",
    ]));
    // Two critical sections in one transaction are not atomic: T2's section fits in between.
    let t = lines(&[
        "T1|begin",
        "T1|acq(m)",
        "T1|r(c)",
        "T1|rel(m)",
        "T2|begin",
        "T2|acq(m)",
        "T2|w(c)",
        "T2|rel(m)",
        "T2|end",
        "T1|acq(m)",
        "T1|w(c)",
        "T1|rel(m)",
        "T1|end",
    ]);
    // t1 -> t2 at T2's acq (event 6); t2 -> t1 at T1's acq (event 10).
    expect(&t, Some(10), Some(10));
}

#[test]
fn fork_and_join_order_transactions() {
    // Unary fork/join around the child's transaction: serializable.
    serializable(&lines(&[
        "main|w(x)",
        "main|fork(T2)",
        "T2|begin",
        "T2|r(x)",
        "T2|w(x)",
        "T2|end",
        "main|join(T2)",
        "main|r(x)",
    ]));
    // fork in one transaction, join in another.
    serializable(&lines(&[
        "main|begin",
        "main|fork(T2)",
        "main|end",
        "T2|begin",
        "T2|w(x)",
        "T2|end",
        "main|begin",
        "main|join(T2)",
        "main|r(x)",
        "main|end",
    ]));
    // fork and join inside one transaction with the child running in between: the child is both
    // after (fork) and before (join) the parent's transaction.
    let t = lines(&["main|begin", "main|fork(T2)", "T2|w(x)", "main|join(T2)", "main|end"]);
    expect(&t, Some(4), Some(4));
    // Also when the child's only events are an empty block.
    let t = lines(&["main|begin", "main|fork(T2)", "T2|begin", "T2|end", "main|join(T2)", "main|end"]);
    expect(&t, Some(5), Some(5));
    // ... but not when the child never runs.
    serializable(&lines(&["main|begin", "main|fork(T2)", "main|join(T2)", "main|end"]));
}

#[test]
fn fork_edge_alone_closes_a_cycle() {
    // Without the fork edge main -> T2 this is serializable (T2 -> main only).
    let t = lines(&["main|begin", "main|fork(T2)", "T2|begin", "T2|w(x)", "T2|end", "main|r(x)", "main|end"]);
    expect(&t, Some(6), Some(6));
    let t = lines(&[
        "main|begin",
        "main|fork(T2)",
        "main|end",
        "T2|begin",
        "T2|w(x)",
        "T2|end",
        "main|begin",
        "main|r(x)",
        "main|end",
    ]);
    serializable(&t);
}

#[test]
fn join_edge_alone_closes_a_cycle() {
    // T1 -> T2 through x, and T2 -> T1 through the join.
    let t = lines(&["T1|begin", "T1|w(x)", "T2|begin", "T2|r(x)", "T2|end", "T1|join(T2)", "T1|end"]);
    expect(&t, Some(6), Some(6));
}

#[test]
fn a_thread_can_be_joined_twice() {
    // T3 -> T2 through x; main joins T2 first (T2 ends there); T3's own join of T2 closes the cycle.
    let t = lines(&[
        "main|fork(T2)",
        "main|fork(T3)",
        "T3|begin",
        "T3|w(x)",
        "T2|begin",
        "T2|r(x)",
        "T2|end",
        "main|join(T2)",
        "T3|join(T2)",
        "T3|end",
    ]);
    expect(&t, Some(9), Some(9));
}

#[test]
fn nested_blocks_flatten() {
    // The inner end does not close the transaction: T2's write lands inside it.
    let t = lines(&["T1|begin", "T1|begin", "T1|r(x)", "T1|end", "T2|w(x)", "T1|w(x)", "T1|end"]);
    expect(&t, Some(6), Some(6));
    // With two separate blocks it is fine.
    serializable(&lines(&["T1|begin", "T1|r(x)", "T1|end", "T2|w(x)", "T1|begin", "T1|w(x)", "T1|end"]));
    // The cycle is reported with the line of the outermost begin.
    let r = report(&t, Algorithm::Cg);
    assert_eq!(r.cycle.iter().find(|c| c.thread == "T1").unwrap().line, 1);
}

#[test]
fn unary_transactions() {
    // Events outside blocks are transactions of their own: any interleaving of them is serializable.
    serializable(&lines(&["T1|r(x)", "T2|w(x)", "T1|w(x)", "T2|r(x)", "T1|acq(m)", "T2|w(x)", "T1|rel(m)"]));
    // A unary write between a block's read and write breaks the block.
    let t = lines(&["T1|begin", "T1|r(x)", "T2|w(x)", "T1|w(x)", "T1|end"]);
    expect(&t, Some(4), Some(4));
    let r = report(&t, Algorithm::Cg);
    let cycle: Vec<(&str, u64)> = r.cycle.iter().map(|c| (c.thread.as_str(), c.line)).collect();
    assert_eq!(cycle, vec![("T1", 1), ("T2", 3)]);
}

#[test]
fn empty_and_comment_only_traces() {
    serializable("");
    serializable("# nothing here\n\n   \n");
    let r = report("# c\nT1|r(x)\n", Algorithm::Vc);
    assert_eq!((r.events, r.threads, r.entities), (1, 1, 1));
}

#[test]
fn variables_and_locks_are_different_entities() {
    serializable(&lines(&["T1|begin", "T1|r(m)", "T2|acq(m)", "T2|rel(m)", "T1|w(m)", "T1|end"]));
    let r = report("T1|r(m)\nT1|acq(m)\nT1|fork(m)\n", Algorithm::Vc);
    assert_eq!((r.threads, r.entities), (2, 2));
}

fn error(text: &str) -> (u64, String) {
    let errors: Vec<String> = Algorithm::ALL
        .iter()
        .map(|&alg| monitor_text(text.as_bytes(), alg).expect_err("malformed").to_string())
        .collect();
    assert!(errors.iter().all(|e| e == &errors[0]), "{errors:?}");
    // Structural errors survive the conversion with the same line number.
    let mut bin = Vec::new();
    if convert_text_to_binary(text.as_bytes(), &mut bin).is_ok() {
        let e2 = monitor_binary(&bin[..], Algorithm::Vc).expect_err("malformed binary");
        assert_eq!(errors[0], e2.to_string());
    }
    match monitor_text(text.as_bytes(), Algorithm::Vc).unwrap_err() {
        TraceError::Malformed { line, message } => (line, message),
        e => panic!("unexpected error {e}"),
    }
}

#[test]
fn malformed_input_reports_the_line() {
    let cases: &[(&str, u64, &str)] = &[
        ("# header\n\nT1|foo(x)\n", 3, "unknown operation `foo(x)`"),
        ("T1|r(x)\nT1 r(x)\n", 2, "missing `|`"),
        ("T1|r(a b)\n", 1, "bad variable name `a b`"),
        ("T1|r(x)\n\nT1|end\n", 3, "`end` without a matching `begin`"),
        ("T1|r(x\n", 1, "missing `)`"),
        ("|r(x)\n", 1, "empty thread name"),
        ("T1|r()\n", 1, "empty variable name"),
        ("T1|r(x)y\n", 1, "unexpected `y` after operation `r(x)`"),
        ("T1|r(x)|\n", 1, "empty location"),
        ("T1|r(x)|a|b\n", 1, "unexpected `|` in location"),
        ("T1|\n", 1, "missing operation"),
        ("T1|beginx\n", 1, "unexpected `x` after operation `begin`"),
        ("T1|read(x)\n", 1, "unknown operation `read(x)`"),
        ("T(1)|r(x)\n", 1, "bad thread name `T(1)`"),
        ("T1|fork(T1)\n", 1, "forks itself"),
        ("T2|r(x)\nT1|fork(T2)\n", 2, "fork(T2): thread `T2` already ran"),
        ("T1|fork(T2)\nT1|fork(T2)\n", 2, "already forked"),
        ("T1|join(T2)\nT2|r(x)\n", 2, "after it was joined at line 1"),
        ("T1|join(T1)\n", 1, "joins itself"),
        ("T2|begin\nT1|join(T2)\n", 2, "still inside the transaction it began at line 1"),
        ("  T1|r(x)\n", 1, "unexpected whitespace"),
        ("T1|r(x)\r\nT1|w(y)|L:1\r\nT1|end\r\n", 3, "`end` without"),
    ];
    for &(text, line, needle) in cases {
        let (l, m) = error(text);
        assert_eq!(l, line, "{text:?}: {m}");
        assert!(m.contains(needle), "{text:?}: `{m}` should mention `{needle}`");
    }
}

#[test]
fn report_json_shape() {
    let r = report("T1|begin\nT1|r(x)\nT2|w(x)\nT1|w(x)\nT1|end\n", Algorithm::Vc);
    let v: serde_json::Value = serde_json::from_str(&r.to_json()).unwrap();
    let obj = v.as_object().unwrap();
    let mut keys: Vec<&str> = obj.keys().map(|k| k.as_str()).collect();
    keys.sort();
    assert_eq!(keys, ["cycle", "entities", "event", "events", "seconds", "threads", "verdict"]);
    assert_eq!(v["verdict"], "violation");
    assert_eq!(v["event"], 4);
    assert_eq!(v["cycle"], serde_json::json!([{"thread": "T1", "line": 1}, {"thread": "T2", "line": 3}]));
    assert_eq!((v["events"].as_u64(), v["threads"].as_u64(), v["entities"].as_u64()), (Some(4), Some(2), Some(1)));
    assert!(v["seconds"].is_f64());
    let ok = report("T1|r(x)\n", Algorithm::Scg);
    let v: serde_json::Value = serde_json::from_str(&ok.to_json()).unwrap();
    assert_eq!(v["verdict"], "serializable");
    assert!(v["event"].is_null());
    assert_eq!(v["cycle"], serde_json::json!([]));
}

#[test]
fn auto_detects_the_form() {
    let text = "# a trace\nT1|begin|A.java:1\nT1|r(x)\nT2|w(x)|B.java:2\nT1|w(x)\nT1|end\n";
    let mut bin = Vec::new();
    convert_text_to_binary(text.as_bytes(), &mut bin).unwrap();
    assert!(is_binary(&bin));
    for alg in Algorithm::ALL {
        let a = monitor_auto(text.as_bytes(), alg).unwrap();
        let b = monitor_auto(&bin[..], alg).unwrap();
        assert_eq!((a.verdict, a.event, &a.cycle), (b.verdict, b.event, &b.cycle));
        assert_eq!(a.event, Some(4)); // events, not lines: the comment is line 1
        assert_eq!(a.cycle[0].line, 2);
    }
    // Short inputs work too.
    assert_eq!(monitor_auto(&b"T|r(x)"[..], Algorithm::Vc).unwrap().events, 1);
    assert_eq!(monitor_auto(&b""[..], Algorithm::Vc).unwrap().events, 0);
}

#[test]
fn corrupt_binary_traces() {
    let mut bin = Vec::new();
    convert_text_to_binary(&b"T1|begin\nT1|r(x)|Loc:1\nT1|end\n"[..], &mut bin).unwrap();
    let err = |data: &[u8]| match monitor_binary(data, Algorithm::Vc) {
        Err(TraceError::BadBinary { message, .. }) => message,
        other => panic!("expected a binary error, got {other:?}"),
    };
    assert!(err(b"hello").contains("magic"));
    let mut wrong_version = bin.clone();
    wrong_version[8] = 9;
    assert!(err(&wrong_version).contains("version 9"));
    for cut in 9..bin.len() {
        let m = err(&bin[..cut]);
        assert!(m.contains("truncated") || m.contains("missing end marker"), "cut {cut}: {m}");
    }
    let mut trailing = bin.clone();
    trailing.push(0);
    assert!(err(&trailing).contains("after the end marker"));
    let mut unknown = bin[..9].to_vec();
    unknown.push(0x3f);
    assert!(err(&unknown).contains("unknown record tag 0x3f"));
    let mut undefined = bin[..9].to_vec();
    undefined.extend_from_slice(&[0x06, 0x00]); // T#0 begin, with no thread defined
    assert!(err(&undefined).contains("undefined thread id 0"));
    let mut twice = bin[..9].to_vec();
    twice.extend_from_slice(&[0x10, 1, b'A', 0x10, 1, b'A']);
    assert!(err(&twice).contains("defined twice"));
}

#[test]
fn conversion_keeps_everything() {
    let text = "# comment\n\nmain|fork(w1)|Main.java:3\nw1|begin|W.java:10\n  \t\nw1|acq(L)\nw1|r(a.b[3])|W.java:11\nw1|w(a.b[3])\nw1|rel(L)|W.java:12\nw1|end\nmain|join(w1)\n#end\n";
    let mut bin = Vec::new();
    assert_eq!(convert_text_to_binary(text.as_bytes(), &mut bin).unwrap(), 12);
    assert!(bin.len() < text.len());
    let mut back = Vec::new();
    assert_eq!(convert_binary_to_text(&bin[..], &mut back).unwrap(), 12);
    assert_eq!(String::from_utf8(back).unwrap(), text);
    // CRLF and a missing final newline are normalized.
    let mut bin = Vec::new();
    convert_text_to_binary(&b"T|r(x)\r\nT|w(x)|L"[..], &mut bin).unwrap();
    let mut back = Vec::new();
    convert_binary_to_text(&bin[..], &mut back).unwrap();
    assert_eq!(back, b"T|r(x)\nT|w(x)|L\n");
}

#[test]
fn long_lines_and_names() {
    let long_var = "v".repeat(300_000);
    let text = format!("T1|begin\nT1|r({long_var})|{}\nT2|w({long_var})\nT1|w({long_var})\nT1|end\n", "L".repeat(1000));
    let r = report(&text, Algorithm::Vc);
    assert_eq!(r.event, Some(4));
    let mut bin = Vec::new();
    convert_text_to_binary(text.as_bytes(), &mut bin).unwrap();
    let mut back = Vec::new();
    convert_binary_to_text(&bin[..], &mut back).unwrap();
    assert_eq!(back, text.as_bytes());
}

/// Traces long enough for the reader and the monitor to run on separate threads: same results as
/// the sequential loop (violations before errors, errors before violations, finish).
#[test]
fn long_traces() {
    let bulk: String =
        (0..200_000).map(|i| format!("T{}|{}(x{})\n", i % 4, if i % 3 == 0 { "w" } else { "r" }, i % 97)).collect();
    let n = 200_000u64;
    let violation = lines(&["T0|begin", "T0|r(v)", "T1|w(v)", "T0|w(v)", "T0|end"]);
    let bad = "T0|oops\n";
    // A violation, then garbage: the violation wins.
    let text = format!("{bulk}{violation}{bad}");
    for alg in Algorithm::ALL {
        let r = report(&text, alg);
        assert_eq!(r.event, Some(n + 4), "{alg}");
        assert_eq!(r.events, n + 4, "{alg}");
        assert_eq!(r.cycle[0], TxnRef { thread: "T0".into(), line: n + 1 });
    }
    // Garbage first: the error wins, with its line.
    let text = format!("{bulk}{bad}{violation}");
    for alg in Algorithm::ALL {
        match monitor_text(text.as_bytes(), alg) {
            Err(TraceError::Malformed { line, .. }) => assert_eq!(line, n + 1),
            other => panic!("{alg}: {other:?}"),
        }
    }
    // A structural error far into the trace.
    let text = format!("{bulk}T3|end\n");
    assert!(
        matches!(monitor_text(text.as_bytes(), Algorithm::Vc), Err(TraceError::Malformed { line, .. }) if line == n + 1)
    );
    // Serializable, and a cycle between two transactions left open, which scg finds at the end.
    let open = lines(&["T0|begin", "T0|r(a)", "T1|begin", "T1|r(b)", "T0|w(b)", "T1|w(a)"]);
    let text = format!("{bulk}{open}");
    assert_eq!(report(&bulk, Algorithm::Scg).verdict, Verdict::Serializable);
    assert_eq!(report(&text, Algorithm::Vc).event, Some(n + 6));
    assert_eq!(report(&text, Algorithm::Scg).event, Some(n + 6));
    let mut bin = Vec::new();
    convert_text_to_binary(text.as_bytes(), &mut bin).unwrap();
    assert_eq!(monitor_binary(&bin[..], Algorithm::Cg).unwrap().event, Some(n + 6));
}

/// More than 64 transactions active at once (the summarized graph's node sets grow past one word).
#[test]
fn many_active_transactions() {
    let k = 150;
    let mut t = String::new();
    for i in 0..k {
        t += &format!("T{i}|begin\nT{i}|r(x{i})\n");
    }
    // T(i) writes x(i+1), which T(i+1) read: T(i+1) -> T(i), a chain ...
    for i in 0..k - 1 {
        t += &format!("T{i}|w(x{})\n", i + 1);
    }
    let chain = t.clone() + &(0..k).map(|i| format!("T{i}|end\n")).collect::<String>();
    serializable(&chain);
    // ... closed into a cycle by T(k-1) writing x0.
    t += &format!("T{}|w(x0)\n", k - 1);
    let closing = 3 * k as u64;
    let open = t.clone();
    let closed = t + &(0..k).map(|i| format!("T{i}|end\n")).collect::<String>();
    for alg in [Algorithm::Cg, Algorithm::Vc] {
        let r = report(&closed, alg);
        assert_eq!(r.event, Some(closing), "{alg}");
        assert_eq!(r.cycle.len(), k, "{alg}");
    }
    // scg: the cycle runs through all k active transactions; it collapses when k-1 of them ended.
    assert_eq!(report(&closed, Algorithm::Scg).event, Some(closing + k as u64 - 1));
    assert_eq!(report(&open, Algorithm::Scg).event, Some(closing));
}
