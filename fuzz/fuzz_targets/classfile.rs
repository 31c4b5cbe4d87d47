//! Arbitrary bytes as a class file: `Program::define` must return `Ok` or `Err`, never panic.
//! Linking loads superclasses and interfaces from weft's model classes and the JDK image.

#![no_main]

use libfuzzer_sys::fuzz_target;
use weft_classfile::ClassOrigin;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    common::init();
    let name = common::declared_name(data).unwrap_or_else(|| "Fuzz".to_string());
    common::with_program(|program| {
        let _ = program.define(&name, data, ClassOrigin::Application);
    });
});
