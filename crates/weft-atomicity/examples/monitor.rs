//! A small driver over the library, used by `bench/atomicity/run.py` (the `weft` CLI exposes the same
//! operations).
//!
//! ```text
//! monitor check [--algo vc|cg|scg] FILE|-     print the JSON report (text or binary, auto-detected)
//! monitor to-binary IN OUT                     convert text to binary
//! monitor to-text IN OUT                       convert binary to text
//! ```
//!
//! Exit status: 0 serializable, 1 violation, 2 error.

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read};
use weft_atomicity::{convert_binary_to_text, convert_text_to_binary, monitor_auto, Algorithm, Verdict};

fn open(path: &str) -> io::Result<Box<dyn Read>> {
    Ok(if path == "-" { Box::new(io::stdin().lock()) } else { Box::new(File::open(path)?) })
}

fn usage() -> ! {
    eprintln!("usage: monitor check [--algo vc|cg|scg] FILE | monitor to-binary IN OUT | monitor to-text IN OUT");
    std::process::exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("check") => {
            let mut algo = Algorithm::default();
            let mut file = None;
            let mut i = 1;
            while i < args.len() {
                match args[i].as_str() {
                    "--algo" => {
                        i += 1;
                        algo = args.get(i).unwrap_or_else(|| usage()).parse().unwrap_or_else(|e: String| {
                            eprintln!("{e}");
                            std::process::exit(2)
                        });
                    }
                    f => file = Some(f.to_string()),
                }
                i += 1;
            }
            let file = file.unwrap_or_else(|| usage());
            open(&file).map_err(Into::into).and_then(|r| monitor_auto(BufReader::with_capacity(1 << 20, r), algo)).map(
                |report| {
                    println!("{}", report.to_json());
                    // Peak resident set size of this process, for the benchmark.
                    if let Ok(status) = std::fs::read_to_string("/proc/self/status") {
                        if let Some(hwm) = status.lines().find(|l| l.starts_with("VmHWM:")) {
                            eprintln!(
                                "peak_rss_kb {}",
                                hwm.trim_start_matches("VmHWM:").trim().trim_end_matches(" kB")
                            );
                        }
                    }
                    if report.verdict == Verdict::Violation {
                        std::process::exit(1);
                    }
                },
            )
        }
        Some("count") if args.len() == 2 => {
            // Reading speed alone: count events without monitoring them.
            let start = std::time::Instant::now();
            let mut n = 0u64;
            open(&args[1])
                .map_err(Into::into)
                .and_then(|r| {
                    weft_atomicity::for_each_event(BufReader::with_capacity(1 << 20, r), |_, _| {
                        n += 1;
                        true
                    })
                })
                .map(|_| println!("{n} events in {:.3} s", start.elapsed().as_secs_f64()))
        }
        Some(cmd @ ("to-binary" | "to-text")) if args.len() == 3 => {
            let out = File::create(&args[2]).map(|f| BufWriter::with_capacity(1 << 20, f));
            match (open(&args[1]), out) {
                (Ok(r), Ok(w)) => {
                    let r = BufReader::with_capacity(1 << 20, r);
                    let n =
                        if cmd == "to-binary" { convert_text_to_binary(r, w) } else { convert_binary_to_text(r, w) };
                    n.map(|n| eprintln!("{n} lines"))
                }
                (Err(e), _) | (_, Err(e)) => Err(e.into()),
            }
        }
        _ => usage(),
    };
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}
