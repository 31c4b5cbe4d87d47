//! The JDK code that weft's state abstractions recognise by its shape still has that shape in
//! the JDK on this machine: each spin-then-park method of `program::SPIN_THEN_PARK_METHODS`
//! exists with its descriptor, and its two spin counts and its parks are found. Were one not
//! found (another JDK version), the abstraction would silently do nothing.

use std::path::Path;

use weft_classfile::{find_java_home, runtime_image, ClassPath, ClassPathEntry};
use weft_vm::boot::model_classes;
use weft_vm::liveness::spin_then_park;
use weft_vm::program::{Program, SPIN_THEN_PARK_METHODS};

#[test]
fn the_synchronizers_spin_counts_and_parks_are_found() {
    let java_home = find_java_home().expect("a JDK 17 is needed");
    let classpath =
        ClassPath::new(vec![model_classes(), ClassPathEntry::RuntimeImage(runtime_image(Path::new(&java_home)))])
            .expect("opening the class path");
    let mut prog = Program::new(classpath);
    for &(class, name, descriptor) in SPIN_THEN_PARK_METHODS {
        let c = prog.load(class).unwrap_or_else(|e| panic!("loading {class}: {e}"));
        let method = prog
            .class(c)
            .methods
            .clone()
            .into_iter()
            .find(|&m| *prog.method(m).name == *name && *prog.method(m).descriptor == *descriptor)
            .unwrap_or_else(|| panic!("{class} has no {name}{descriptor}"));
        let counts = spin_then_park(&prog, prog.method(method))
            .unwrap_or_else(|| panic!("{class}.{name}: no spin counts found"));
        assert_ne!(counts.slots[0], counts.slots[1]);
        let parks = (0..prog.method(method).code.as_ref().unwrap().insns.len() as u32)
            .filter(|&pc| counts.parks_at(pc))
            .count();
        // `park` for an untimed acquire, `parkNanos` for a timed one.
        assert_eq!(parks, 2, "{class}.{name}: parks");
    }
}
