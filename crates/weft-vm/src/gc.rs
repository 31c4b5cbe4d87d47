//! Garbage collection: mark from the roots, sweep the rest.
//!
//! Collection runs only between instructions, when every live value is in a frame, a static,
//! or another root the machine knows. Freed slots are reused lowest-first, which keeps the heap
//! compact and allocation order reproducible.

use crate::machine::{Machine, VmError};
use crate::state::{ArrayData, Body, FrameKind};
use crate::value::{ObjRef, Value};

impl Machine {
    /// Frees every object the program can no longer reach.
    pub fn collect_garbage(&mut self) -> Result<(), VmError> {
        let marked = self.mark_reachable();
        self.st.heap.sweep(&marked);
        let live = self.st.heap.live_count();
        if live > self.config.max_objects {
            return Err(VmError::OutOfMemory(self.config.max_objects));
        }
        // Collect again only after the heap has grown by as much as is live now.
        self.config.gc_interval = self.config.gc_interval.max(live);
        Ok(())
    }

    /// Whether each heap slot holds an object the program can still reach.
    fn mark_reachable(&self) -> Vec<bool> {
        let mut marked = vec![false; self.st.heap.capacity()];
        let mut work: Vec<ObjRef> = Vec::new();
        let root = |v: Option<ObjRef>, work: &mut Vec<ObjRef>| {
            if let Some(r) = v {
                work.push(r);
            }
        };
        for t in &self.st.threads {
            root(Some(t.object), &mut work);
            root(t.uncaught, &mut work);
            for v in &t.stack {
                if let Value::Ref(r) = v {
                    root(*r, &mut work);
                }
            }
            for f in &t.frames {
                root(f.sync, &mut work);
                if let FrameKind::ThrowOnReturn(o) = f.kind {
                    root(Some(o), &mut work);
                }
            }
            if let Some((_, args)) = &t.pending_call {
                for v in args {
                    if let Value::Ref(r) = v {
                        root(*r, &mut work);
                    }
                }
            }
        }
        for statics in &self.st.statics {
            for v in statics.iter() {
                if let Value::Ref(r) = v {
                    root(*r, &mut work);
                }
            }
        }
        for r in self.st.mirrors.iter().chain(self.st.interned.iter()) {
            root(*r, &mut work);
        }
        for r in self.st.monitors.keys() {
            root(Some(*r), &mut work);
        }
        while let Some(r) = work.pop() {
            let i = r.index();
            if marked[i] {
                continue;
            }
            marked[i] = true;
            match &self.st.heap.get(r).body {
                Body::Fields(fields) => {
                    for v in fields.iter() {
                        if let Value::Ref(Some(c)) = v {
                            if !marked[c.index()] {
                                work.push(*c);
                            }
                        }
                    }
                }
                Body::Array(ArrayData::Ref(items)) => {
                    for c in items.iter().flatten() {
                        if !marked[c.index()] {
                            work.push(*c);
                        }
                    }
                }
                Body::Array(_) => {}
            }
        }
        marked
    }

    /// Whether the running step may free what it allocates and drops
    /// ([`Machine::collect_step_garbage`]): while analyses name objects by number (race check,
    /// reduction), which keeps collection off the path (`Config::gc_interval`), except under
    /// `--memory-model jmm` (which names objects its own way) and `--interleave-jdk` (the
    /// reference the tests compare with keeps every object and event).
    pub(crate) fn step_garbage_collectable(&self) -> bool {
        self.config.gc_interval == usize::MAX
            && self.config.explore
            && self.sink.is_some()
            && !self.config.interleave_jdk
            && self.st.jmm.is_none()
    }

    /// Frees the objects the running step allocated that nothing reaches any more and that no
    /// other thread ever reached (`Object::shared` false), and lets the event sink drop what it
    /// holds of them. A long step that builds and drops objects (a `StringBuilder` per
    /// iteration) would otherwise keep every one, and an allocation and a few accesses per
    /// object in its events, until it ends: gigabytes over a few million iterations. Sound:
    /// their numbers were free when the step began (empty in `StepNotes::heap_at_start`; only
    /// this collection frees numbers on such a path, and only of objects its step allocated),
    /// so no analysis has seen them but in this step's events; those events matter to none (no
    /// other thread accessed, locked or hashed these objects, or ever will, so they race and
    /// conflict with nothing; their thread is the only one that wrote them, so none of its own
    /// accesses races either; and entering a monitor only its own thread left adds nothing to
    /// its set in `h`); and a number freed here names, from then on, a new object as a fresh
    /// number would.
    pub(crate) fn collect_step_garbage(&mut self) {
        let Some(start) = self.step.heap_at_start.as_ref() else { return };
        let mut keep = self.mark_reachable();
        let mut dead = vec![false; keep.len()];
        for (r, o) in self.st.heap.iter() {
            let i = r.index();
            if !o.shared && !keep[i] && start.try_get(r).is_none() {
                dead[i] = true;
            }
        }
        for (k, d) in keep.iter_mut().zip(&dead) {
            *k = !d;
        }
        if let Some(sink) = self.sink.as_mut() {
            sink.forget_objects(&|object| dead.get(object as usize).copied().unwrap_or(false));
        }
        self.st.heap.sweep(&keep);
    }
}
