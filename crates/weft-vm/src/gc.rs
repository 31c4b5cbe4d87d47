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
        self.st.heap.sweep(&marked);
        let live = self.st.heap.live_count();
        if live > self.config.max_objects {
            return Err(VmError::OutOfMemory(self.config.max_objects));
        }
        // Collect again only after the heap has grown by as much as is live now.
        self.config.gc_interval = self.config.gc_interval.max(live);
        Ok(())
    }
}
