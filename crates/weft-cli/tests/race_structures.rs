//! The data-structure race corpus: every program in `tests/programs/race-structures/` (locks,
//! lists, queues, stacks, a striped hash set, barriers, a work-stealing deque, a seqlock and an
//! RCU-style publication, some with a seeded race) is checked with `weft check --checks race`,
//! and the set of racy locations weft reports must equal the set its header declares — no false
//! alarm, no miss. Same header syntax and checking as the race corpus (`common/race.rs`).
//! `WEFT_RACE_STRUCTURES_FILTER=substr` checks only the programs whose name contains `substr`.

mod common;

use common::race::{check_corpus, Corpus};

/// Labelled races of which weft is known to report only some, and why.
const KNOWN_MISSES: &[(&str, &[&str], &str)] = &[];

#[test]
fn race_structures_report_exactly_the_labelled_races() {
    check_corpus(&Corpus {
        dir: "../../tests/programs/race-structures",
        filter_var: "WEFT_RACE_STRUCTURES_FILTER",
        min_programs: 14,
        partial: &[],
        unsupported: &[],
        known_misses: KNOWN_MISSES,
    });
}
