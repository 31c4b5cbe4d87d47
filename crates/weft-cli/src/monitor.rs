//! `weft monitor` (conflict-serializability of a trace) and `weft trace convert`.

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};

use anyhow::{Context, Result};
use clap::{Args, Subcommand, ValueEnum};
use weft_atomicity::{Algorithm, MonitorReport, TraceError, Verdict};

use crate::Format;

#[derive(Clone, Copy, ValueEnum)]
pub enum AlgorithmArg {
    /// Vector clocks: linear time, one pass (default).
    Vc,
    /// The full conflict graph (memory grows with the trace).
    Cg,
    /// The summarized conflict graph (memory independent of the trace length).
    Scg,
}

#[derive(Args)]
pub struct MonitorArgs {
    /// Monitoring algorithm.
    #[arg(long, value_enum, default_value = "vc")]
    algorithm: AlgorithmArg,
    /// Report format.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// The trace, text or binary (recognized by its header); `-` for standard input.
    trace: String,
}

#[derive(Subcommand)]
pub enum TraceCommand {
    /// Convert a trace between the text and the binary form.
    Convert {
        /// Input trace (`-` for standard input); its form is recognized by its header.
        input: String,
        /// Output file (`-` for standard output).
        output: String,
        /// The form to write (default: the other form than the input's).
        #[arg(long, value_enum)]
        to: Option<TraceForm>,
    },
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum TraceForm {
    Text,
    Binary,
}

fn open(path: &str) -> Result<Box<dyn BufRead>> {
    Ok(if path == "-" {
        Box::new(BufReader::with_capacity(1 << 20, std::io::stdin()))
    } else {
        Box::new(BufReader::with_capacity(1 << 20, File::open(path).with_context(|| format!("cannot open {path}"))?))
    })
}

/// A malformed trace is an input error: exit 2 with the line and what is wrong.
fn trace_error(path: &str, e: TraceError) -> anyhow::Error {
    anyhow::anyhow!("{path}: {e}")
}

pub fn monitor_command(args: MonitorArgs) -> Result<u8> {
    let algorithm = match args.algorithm {
        AlgorithmArg::Vc => Algorithm::Vc,
        AlgorithmArg::Cg => Algorithm::Cg,
        AlgorithmArg::Scg => Algorithm::Scg,
    };
    let input = open(&args.trace)?;
    let report = weft_atomicity::monitor_auto(input, algorithm).map_err(|e| trace_error(&args.trace, e))?;
    match args.format {
        Format::Json => println!("{}", report.to_json()),
        Format::Text => print!("{}", text(&report, algorithm)),
    }
    Ok(match report.verdict {
        Verdict::Serializable => 0,
        Verdict::Violation => 1,
    })
}

fn text(r: &MonitorReport, algorithm: Algorithm) -> String {
    let mut out = String::new();
    match r.verdict {
        Verdict::Serializable => out.push_str("serializable\n"),
        Verdict::Violation => {
            let at = r.event.map(|e| format!(" at event {e}")).unwrap_or_default();
            out.push_str(&format!("violation: not conflict-serializable{at}\n"));
            out.push_str("  transactions on the cycle:\n");
            for t in &r.cycle {
                out.push_str(&format!("    thread {} (transaction starting on line {})\n", t.thread, t.line));
            }
        }
    }
    out.push_str(&format!(
        "{} events, {} threads, {} entities, {:.3} s ({:.1} M events/s, {algorithm})\n",
        r.events,
        r.threads,
        r.entities,
        r.seconds,
        r.events as f64 / r.seconds.max(1e-9) / 1e6
    ));
    out
}

pub fn trace_command(command: TraceCommand) -> Result<u8> {
    match command {
        TraceCommand::Convert { input, output, to } => {
            let mut reader = open(&input)?;
            let binary_input = weft_atomicity::is_binary(reader.fill_buf()?);
            let to = to.unwrap_or(if binary_input { TraceForm::Text } else { TraceForm::Binary });
            let out: Box<dyn Write> = if output == "-" {
                Box::new(BufWriter::new(std::io::stdout()))
            } else {
                Box::new(BufWriter::new(File::create(&output).with_context(|| format!("cannot create {output}"))?))
            };
            let lines = match (binary_input, to) {
                (false, TraceForm::Binary) => weft_atomicity::convert_text_to_binary(reader, out),
                (true, TraceForm::Text) => weft_atomicity::convert_binary_to_text(reader as Box<dyn Read>, out),
                (false, TraceForm::Text) | (true, TraceForm::Binary) => {
                    anyhow::bail!("{input} is already in the {} form", if binary_input { "binary" } else { "text" })
                }
            }
            .map_err(|e| trace_error(&input, e))?;
            eprintln!("weft: converted {lines} lines");
            Ok(0)
        }
    }
}
