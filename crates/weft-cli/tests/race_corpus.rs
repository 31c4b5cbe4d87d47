//! The labelled race corpus: every program in `tests/programs/race/` is checked with
//! `weft check --checks race`, and the set of racy locations weft reports must equal the set its
//! header declares — no false alarm, no miss. The header syntax and the checking are shared with
//! the data-structure corpus (`race_structures.rs`) in `common/race.rs`.

mod common;

use common::race::{check_corpus, Corpus};

/// Programs whose state space weft cannot yet exhaust in reasonable time: they are explored up
/// to a bound, and every race reported must be one of the labelled ones (no false alarm on the
/// part explored). Remove a name when its search completes.
const PARTIAL: &[&str] = &[];

/// Programs weft cannot run yet, with the text its error must contain.
const UNSUPPORTED: &[(&str, &str)] = &[];

#[test]
fn race_corpus_reports_exactly_the_labelled_races() {
    check_corpus(&Corpus {
        dir: "../../tests/programs/race",
        filter_var: "WEFT_RACE_FILTER",
        min_programs: 105,
        partial: PARTIAL,
        unsupported: UNSUPPORTED,
        known_misses: &[],
    });
}
