//! Stack frames as reports show them: without weft's internal model classes.
//!
//! weft runs the JDK's own class files, with a few classes replaced or added (`runtime/`). The
//! models that *replace* a JDK class keep its name (`java.lang.Thread`, `java.lang.System`): a
//! frame of theirs is the JDK method a user knows, and reports show it as it is. The classes weft
//! *adds* have no counterpart in the JDK — `java.lang.reflect.WeftReflection` behind
//! `Method.invoke`, `java.lang.invoke.WeftMethodHandle` behind `MethodHandle.invokeExact`,
//! `sun.nio.fs.WeftFileSystem` behind the file system provider, `weft.rt.Support` behind
//! `invokedynamic` string concatenation and record methods, the drivers in `weft.rt` — and a
//! user reading a counterexample cannot find them anywhere. Reports therefore show such a frame
//! as the JDK method the program (or the JDK) called when it entered it: weft's natives replace
//! `Method.invoke` and the like by a tail call into the model, so the call instruction below
//! the model's frame still names the JDK method it stands for. A frame entered otherwise (from
//! another model frame, an `invokedynamic` call site, a class initialization) is left out, as
//! the JVM leaves its hidden frames (lambda forms, the concatenation's method handles) out of
//! stack traces.
//!
//! This is presentation only: the machine, the search, the events and the program's own stack
//! traces (`Throwable.getStackTrace`, which is program behaviour) still see every frame.

use weft_classfile::ClassOrigin;

use crate::class::{ClassId, MethodId};
use crate::insn::Insn;
use crate::machine::Machine;
use crate::state::ThreadId;

/// A frame as a report shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShownFrame {
    /// `pkg.Class.method`: the frame's method, or for a frame of weft's internal model code the
    /// JDK method it stands for.
    pub method: String,
    /// `File.java:line` of the frame's current instruction; for a frame shown as the JDK method
    /// it stands for, the JDK class's `File.java` alone: no line of the JDK's source corresponds
    /// to it (as a stack trace of the JVM shows a frame without line numbers).
    pub position: String,
    /// The frame is one of weft's internal model code, shown as the JDK method it stands for.
    pub stands_in: bool,
}

impl ShownFrame {
    /// Where the frame is, for "thrown in ..." notes: its position, or the JDK method a frame of
    /// weft's model stands for (its file alone would say little).
    pub fn place(&self) -> &str {
        if self.stands_in {
            &self.method
        } else {
            &self.position
        }
    }
}

/// Whether a class name (`pkg/Class`, internal form) is that of one of weft's internal model
/// classes, given that the class is a model class: the classes of `weft.rt` (weft's runtime
/// support and drivers) and the classes named `Weft...` that weft adds to the JDK's packages,
/// with their nested classes. Not `weft.Verify` or `weft.Atomic`, nor the HJlib, JPF and
/// permission APIs: programs call those by name.
fn internal_name(name: &str) -> bool {
    let simple = name.rsplit('/').next().unwrap_or(name);
    name.starts_with("weft/rt/") || simple.starts_with("Weft")
}

impl Machine {
    /// Whether `class` is one of weft's internal model classes (see the module documentation):
    /// reports do not show its frames as they are.
    pub fn is_model_internal(&self, class: ClassId) -> bool {
        let c = self.prog.class(class);
        c.origin == ClassOrigin::Model && internal_name(&c.name)
    }

    /// Whether `method` belongs to one of weft's internal model classes.
    pub fn is_model_internal_method(&self, method: MethodId) -> bool {
        self.is_model_internal(self.prog.method(method).class)
    }

    /// How a report shows the frame of `method` at instruction `pc`, whose caller is the frame
    /// `caller` (its method and the index of its call instruction; `None` for a thread's
    /// outermost frame): as it is; for a frame of weft's internal model code, as the JDK method
    /// the caller's call instruction names, when it names one; `None`: not at all.
    pub fn shown_frame(&self, method: MethodId, pc: u32, caller: Option<(MethodId, u32)>) -> Option<ShownFrame> {
        if !self.is_model_internal_method(method) {
            return Some(ShownFrame {
                method: self.prog.method_name(method),
                position: self.prog.source_position(method, pc),
                stands_in: false,
            });
        }
        let (caller, call_pc) = caller?;
        let (method, position) = self.called_at(caller, call_pc)?;
        Some(ShownFrame { method, position, stands_in: true })
    }

    /// `pkg.Class.method` that the call instruction at `pc` of `method` names, and the named
    /// class's source file, unless it names weft's internal model code or is no call by name
    /// (`invokedynamic`, not a call at all).
    fn called_at(&self, method: MethodId, pc: u32) -> Option<(String, String)> {
        let m = self.prog.method(method);
        let insn = m.code.as_ref()?.insns.get(pc as usize)?.get();
        let r = match insn {
            Insn::InvokeExactQ(callee) | Insn::InvokeStaticQ(callee) => {
                let class = self.prog.method(callee).class;
                return (!self.is_model_internal(class))
                    .then(|| (self.prog.method_name(callee), self.source_file(&self.prog.class(class).name)));
            }
            Insn::InvokeVirtual(r)
            | Insn::InvokeSpecial(r)
            | Insn::InvokeStatic(r)
            | Insn::InvokeInterface(r)
            | Insn::InvokeVirtualQ { r, .. }
            | Insn::InvokeVarHandle { r, .. }
            | Insn::InvokeMethodHandle { r, .. } => r,
            _ => return None,
        };
        let member = self.prog.class(m.class).member_refs.get(r as usize)?;
        // The named class is loaded once the call was linked; by name otherwise.
        let internal = match self.prog.loaded(&member.class) {
            Some(c) => self.is_model_internal(c),
            None => member.class.starts_with("weft/rt/"),
        };
        (!internal)
            .then(|| (format!("{}.{}", member.class.replace('/', "."), member.name), self.source_file(&member.class)))
    }

    /// The source file of a class (`pkg/Outer$Inner`): as its class file records it when the
    /// class is loaded, else as javac names it, after the outermost class.
    fn source_file(&self, class: &str) -> String {
        if let Some(file) = self.prog.loaded(class).and_then(|c| self.prog.class(c).source_file.clone()) {
            return file.to_string();
        }
        let simple = class.rsplit('/').next().unwrap_or(class);
        format!("{}.java", simple.split('$').next().unwrap_or(simple))
    }

    /// The frames of thread `tid` that reports show, outermost first, each with its index in
    /// the thread's frames.
    pub fn shown_frames(&self, tid: ThreadId) -> Vec<(usize, ShownFrame)> {
        let Some(t) = self.st.threads.get(tid as usize) else { return Vec::new() };
        let frames = &t.frames;
        (0..frames.len())
            .filter_map(|i| {
                let caller = i.checked_sub(1).map(|c| (frames[c].method, frames[c].pc));
                Some((i, self.shown_frame(frames[i].method, frames[i].pc, caller)?))
            })
            .collect()
    }

    /// The innermost frame of thread `tid` that reports show, if any.
    pub fn shown_top(&self, tid: ThreadId) -> Option<ShownFrame> {
        self.shown_frames(tid).pop().map(|(_, f)| f)
    }

    /// The method of the outermost frame of thread `tid` from frame `from` on that reports show:
    /// with `from` the frame above a frame of the program, the library call it made, as
    /// reports name it.
    pub fn shown_call(&self, tid: ThreadId, from: usize) -> Option<String> {
        self.shown_frames(tid).into_iter().find(|(i, _)| *i >= from).map(|(_, f)| f.method)
    }

    /// Where thread `tid` is, for reports: its innermost frame in the program's own code, else
    /// the innermost frame reports show.
    pub fn shown_position(&self, tid: ThreadId) -> Option<String> {
        match self.user_frame(tid) {
            Some(u) => Some(u.position),
            None => self.shown_top(tid).map(|f| f.position),
        }
    }

    /// The frames of a throwable's backtrace that reports show, innermost first, each with its
    /// method (for [`Machine::is_user_method`]). The backtrace leaves out the frames stack
    /// traces leave out (lambda classes), so an entry's caller is the next entry.
    pub fn shown_backtrace(&self, entries: &[(MethodId, u32)]) -> Vec<(MethodId, ShownFrame)> {
        entries
            .iter()
            .enumerate()
            .filter_map(|(i, &(method, pc))| Some((method, self.shown_frame(method, pc, entries.get(i + 1).copied())?)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::internal_name;

    #[test]
    fn weft_internal_classes_are_told_by_name() {
        for name in [
            "java/lang/reflect/WeftReflection",
            "java/lang/invoke/WeftMethodHandle$Kind",
            "sun/nio/fs/WeftFileSystem",
            "weft/rt/Support",
            "weft/rt/Entry",
        ] {
            assert!(internal_name(name), "{name}");
        }
        // Models of JDK classes keep the JDK's names; weft's APIs are called by name.
        for name in
            ["java/lang/Thread", "java/lang/System", "weft/Verify", "edu/rice/hj/Module1", "gov/nasa/jpf/vm/Verify"]
        {
            assert!(!internal_name(name), "{name}");
        }
    }
}
