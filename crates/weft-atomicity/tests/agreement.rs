//! The three monitors against each other and against checkers written from the definitions.

mod common;

use common::*;
use proptest::prelude::*;
use std::hash::{DefaultHasher, Hasher};
use weft_atomicity::*;

fn spec(max_threads: usize, max_len: usize) -> impl Strategy<Value = Spec> {
    (2..=max_threads, 2..=3usize, 1..=2usize, any::<bool>()).prop_flat_map(move |(threads, vars, locks, fork_join)| {
        (
            proptest::collection::vec(proptest::collection::vec((0u8..6, 0u8..6), 0..=max_len), threads),
            proptest::collection::vec(any::<u8>(), threads),
            proptest::collection::vec(proptest::option::of(any::<u8>()), threads),
            any::<bool>(),
            proptest::collection::vec(any::<u8>(), 0..64),
        )
            .prop_map(move |(programs, fork_at, join_at, second_join, schedule)| Spec {
                vars,
                locks,
                fork_join,
                programs,
                fork_at,
                join_at,
                second_join,
                schedule,
            })
    })
}

fn run(text: &str, algorithm: Algorithm) -> MonitorReport {
    monitor_text(text.as_bytes(), algorithm).unwrap_or_else(|e| panic!("{algorithm}: {e}\n{text}"))
}

fn check_agreement(trace: &[Ev]) -> Result<(), TestCaseError> {
    let text = render(trace);
    let expected = earliest_violation(trace);
    let vc = run(&text, Algorithm::Vc);
    let cg = run(&text, Algorithm::Cg);
    let scg = run(&text, Algorithm::Scg);
    prop_assert_eq!(cg.event, expected, "cg detection index\n{}", text);
    prop_assert_eq!(vc.event, expected, "vc detection index\n{}", text);
    let violation = expected.is_some();
    for r in [&vc, &cg, &scg] {
        prop_assert_eq!(r.verdict == Verdict::Violation, violation, "verdict\n{}", text);
        prop_assert_eq!(r.cycle.is_empty(), !violation);
    }
    if let Some(e) = scg.event {
        prop_assert!(e >= expected.unwrap(), "scg reports before the cycle exists\n{}", text);
    }
    // The binary form gives the same reports.
    let mut bin = Vec::new();
    convert_text_to_binary(text.as_bytes(), &mut bin).unwrap();
    for (a, r) in [(Algorithm::Vc, &vc), (Algorithm::Cg, &cg), (Algorithm::Scg, &scg)] {
        let b = monitor_binary(&bin[..], a).unwrap();
        prop_assert_eq!((b.verdict, b.event, &b.cycle), (r.verdict, r.event, &r.cycle));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, .. ProptestConfig::default() })]

    /// Verdicts agree among the monitors and with the conflict graph built from the definition; cg
    /// and vc report exactly the first event whose prefix has a cycle.
    #[test]
    fn monitors_agree_with_the_conflict_graph(s in spec(4, 10)) {
        let trace = build(&s);
        check_agreement(&trace)?;
    }

    /// Larger traces, fewer cases.
    #[test]
    fn monitors_agree_on_longer_traces(s in spec(4, 24)) {
        let trace = build(&s);
        check_agreement(&trace)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, .. ProptestConfig::default() })]

    /// The conflict-graph characterization (and so the monitors) against Definition 3 itself: an
    /// equivalent serial trace found by trying every serial order of the transactions, and, for tiny
    /// traces, by exploring every trace reachable through swaps of adjacent independent events.
    #[test]
    fn definition_of_serializability(s in spec(3, 4)) {
        let trace = build(&s);
        let (_, txns) = transactions(&trace);
        let by_graph = !cyclic_prefix(&trace, trace.len());
        if txns <= 7 {
            prop_assert_eq!(serializable_by_orders(&trace), by_graph, "orders\n{}", render(&trace));
        }
        if trace.len() <= 9 {
            prop_assert_eq!(serializable_by_swaps(&trace), by_graph, "swaps\n{}", render(&trace));
        }
        let vc = run(&render(&trace), Algorithm::Vc);
        prop_assert_eq!(vc.verdict == Verdict::Serializable, by_graph);
    }

    /// Snapshot/restore: a clone taken mid-trace has the same state hash and continues identically.
    #[test]
    fn clones_continue_identically(s in spec(4, 12), cut in any::<prop::sample::Index>()) {
        let trace = build(&s);
        let text = render(&trace);
        let mut events = Vec::new();
        for_each_event(text.as_bytes(), |_, e| { events.push(*e); true }).unwrap();
        let cut = if events.is_empty() { 0 } else { cut.index(events.len()) };
        for alg in Algorithm::ALL {
            let mut m = AnyMonitor::new(alg);
            let mut early = None;
            for e in &events[..cut] {
                if early.is_none() {
                    early = m.event(e);
                }
            }
            if early.is_some() {
                continue;
            }
            let mut snap = m.clone();
            let (mut h1, mut h2) = (DefaultHasher::new(), DefaultHasher::new());
            m.state_hash(&mut h1);
            snap.state_hash(&mut h2);
            prop_assert_eq!(h1.finish(), h2.finish());
            let mut r1 = None;
            let mut r2 = None;
            for e in &events[cut..] {
                if r1.is_none() { r1 = m.event(e); }
                if r2.is_none() { r2 = snap.event(e); }
            }
            if r1.is_none() { r1 = m.finish(); }
            if r2.is_none() { r2 = snap.finish(); }
            prop_assert_eq!(r1, r2);
        }
    }
}

/// Two prefixes that lead the summarized conflict graph to the same automaton state hash alike even
/// though their histories (and lengths) differ.
#[test]
fn scg_state_forgets_completed_history() {
    let short = "T1|begin\nT1|r(x)\nT1|end\n";
    let long = "T1|begin\nT1|r(x)\nT1|end\nT1|begin\nT1|r(x)\nT1|end\nT2|r(y)\n";
    let hash = |text: &str, alg: Algorithm| {
        let mut m = AnyMonitor::new(alg);
        for_each_event(text.as_bytes(), |_, e| {
            m.event(e);
            true
        })
        .unwrap();
        let mut h = DefaultHasher::new();
        m.state_hash(&mut h);
        h.finish()
    };
    // Different names of the same thread ids would differ; here T2 only adds a thread entity with no
    // node holding it, which the summary ignores.
    assert_eq!(hash(short, Algorithm::Scg), hash(long, Algorithm::Scg));
    assert_ne!(hash(short, Algorithm::Cg), hash(long, Algorithm::Cg));
}
