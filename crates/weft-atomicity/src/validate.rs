//! Structural checks every trace must pass before a monitor sees it.
//!
//! The monitors assume a well-formed trace; the readers run this validator on every event so that
//! a malformed trace is an error with a line number rather than a silently wrong verdict:
//! - `end` needs an open `begin` of the same thread;
//! - `fork(U)` needs a thread `U` other than the forking one that has not run, been forked or been
//!   joined yet (so `fork(U)` precedes all of `U`'s events);
//! - `join(U)` needs a thread `U` other than the joining one that is not inside a transaction;
//! - a thread that has been joined has no further events (so `join(U)` follows all of them).

use crate::error::TraceError;
use crate::event::{Event, Op, ThreadId};
use crate::Names;

#[derive(Clone, Copy, Default)]
struct ThreadCheck {
    /// Started and not joined: data and lock events need no further check.
    running: bool,
    depth: u32,
    /// Line of the outermost open `begin`.
    open_line: u64,
    /// Line of the thread's first event (0: none yet).
    first_line: u64,
    /// Line of the `fork` of the thread (0: not forked).
    forked_line: u64,
    /// Line of the first `join` of the thread (0: not joined).
    joined_line: u64,
}

/// Per-thread structural state.
#[derive(Default)]
pub(crate) struct Validator {
    threads: Vec<ThreadCheck>,
}

impl Validator {
    #[inline(always)]
    fn slot(&mut self, t: ThreadId) -> &mut ThreadCheck {
        let i = t.index();
        if i >= self.threads.len() {
            self.threads.resize(i + 1, ThreadCheck::default());
        }
        &mut self.threads[i]
    }

    /// Checks `e` and records its effect on the structure.
    #[inline(always)]
    pub(crate) fn check(&mut self, e: &Event, names: &Names) -> Result<(), TraceError> {
        if let Op::Read(_) | Op::Write(_) | Op::Acquire(_) | Op::Release(_) = e.op {
            if self.threads.get(e.thread.index()).is_some_and(|t| t.running) {
                return Ok(());
            }
        }
        self.check_all(e, names)
    }

    #[inline(never)]
    fn check_all(&mut self, e: &Event, names: &Names) -> Result<(), TraceError> {
        let line = e.line;
        let me = self.slot(e.thread);
        if me.joined_line != 0 {
            let joined = me.joined_line;
            return Err(Self::fail(
                e,
                names,
                format!("thread `{}` has an event after it was joined at line {joined}", name(names, e.thread)),
            ));
        }
        if me.first_line == 0 {
            me.first_line = line;
            me.running = true;
        }
        match e.op {
            Op::Begin => {
                me.depth += 1;
                if me.depth == 1 {
                    me.open_line = line;
                }
            }
            Op::End => {
                if me.depth == 0 {
                    return Err(Self::fail(
                        e,
                        names,
                        format!("`end` without a matching `begin` in thread `{}`", name(names, e.thread)),
                    ));
                }
                me.depth -= 1;
            }
            Op::Fork(u) => {
                let uname = name(names, u);
                if u == e.thread {
                    return Err(Self::fail(e, names, format!("thread `{uname}` forks itself")));
                }
                let target = self.slot(u);
                let problem = if target.forked_line != 0 {
                    Some(format!("thread `{uname}` was already forked at line {}", target.forked_line))
                } else if target.first_line != 0 {
                    Some(format!("thread `{uname}` already ran (its first event is at line {})", target.first_line))
                } else if target.joined_line != 0 {
                    Some(format!("thread `{uname}` was already joined at line {}", target.joined_line))
                } else {
                    None
                };
                if let Some(p) = problem {
                    return Err(Self::fail(e, names, format!("fork({uname}): {p}")));
                }
                target.forked_line = line;
            }
            Op::Join(u) => {
                let uname = name(names, u);
                if u == e.thread {
                    return Err(Self::fail(e, names, format!("thread `{uname}` joins itself")));
                }
                let target = self.slot(u);
                if target.depth > 0 {
                    let open = target.open_line;
                    return Err(Self::fail(
                        e,
                        names,
                        format!(
                            "join({uname}): thread `{uname}` is still inside the transaction it began at line {open}"
                        ),
                    ));
                }
                if target.joined_line == 0 {
                    target.joined_line = line;
                    target.running = false;
                }
            }
            _ => {}
        }
        Ok(())
    }

    #[cold]
    fn fail(e: &Event, _names: &Names, message: String) -> TraceError {
        TraceError::malformed(e.line, message)
    }
}

fn name(names: &Names, t: ThreadId) -> String {
    if t.index() < names.threads.len() {
        names.threads.name(t.0).into_owned()
    } else {
        format!("#{}", t.0)
    }
}
