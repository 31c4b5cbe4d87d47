use std::time::Instant;
fn cpu() -> f64 {
    let s = std::fs::read_to_string("/proc/thread-self/stat").unwrap();
    let f: Vec<&str> = s.rsplit(')').next().unwrap().split_whitespace().collect();
    (f[11].parse::<f64>().unwrap() + f[12].parse::<f64>().unwrap()) / 100.0
}
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let data = std::fs::read(&args[1]).unwrap();
    let algs: Vec<weft_atomicity::Algorithm> = args[2..].iter().map(|a| a.parse().unwrap()).collect();
    for alg in algs {
        let mut best = f64::MAX;
        let mut bestw = f64::MAX;
        let mut n = 0;
        for _ in 0..5 {
            let (t, c) = (Instant::now(), cpu());
            let r = weft_atomicity::monitor_auto(&data[..], alg).unwrap();
            n = r.events;
            best = best.min(cpu() - c);
            bestw = bestw.min(t.elapsed().as_secs_f64());
        }
        println!(
            "{alg}: min {:.1} ns/ev cpu, {:.1} wall  ({:.1} M ev/s)",
            best * 1e9 / n as f64,
            bestw * 1e9 / n as f64,
            n as f64 / bestw / 1e6
        );
    }
}
