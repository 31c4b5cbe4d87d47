//! Values held in locals, operand stacks, fields and array elements.
//!
//! Values carry their own type tag, so one `load`/`store` instruction serves every JVM type and
//! `long`/`double` take a single slot. References are indices into the heap; `0` is never a valid
//! object, so `Option<ObjRef>` costs nothing.

use std::num::NonZeroU32;

/// A reference to a heap object.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjRef(pub NonZeroU32);

impl ObjRef {
    pub fn index(self) -> usize {
        self.0.get() as usize
    }
    pub fn from_index(i: usize) -> ObjRef {
        ObjRef(NonZeroU32::new(i as u32).expect("heap index 0 is reserved"))
    }
}

/// A JVM value. `boolean`, `byte`, `char` and `short` are held as `Int`, as the JVM does.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Value {
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
    Ref(Option<ObjRef>),
}

impl Value {
    pub const NULL: Value = Value::Ref(None);

    /// The default value of a field or array element with this descriptor character.
    pub fn default_for(descriptor: u8) -> Value {
        match descriptor {
            b'J' => Value::Long(0),
            b'F' => Value::Float(0.0),
            b'D' => Value::Double(0.0),
            b'L' | b'[' => Value::NULL,
            _ => Value::Int(0),
        }
    }

    /// Whether the value takes two slots in the JVM's accounting (`long`, `double`).
    pub fn is_wide(self) -> bool {
        matches!(self, Value::Long(_) | Value::Double(_))
    }

    pub fn as_int(self) -> Option<i32> {
        match self {
            Value::Int(v) => Some(v),
            _ => None,
        }
    }
    pub fn as_long(self) -> Option<i64> {
        match self {
            Value::Long(v) => Some(v),
            _ => None,
        }
    }
    pub fn as_float(self) -> Option<f32> {
        match self {
            Value::Float(v) => Some(v),
            _ => None,
        }
    }
    pub fn as_double(self) -> Option<f64> {
        match self {
            Value::Double(v) => Some(v),
            _ => None,
        }
    }
    pub fn as_ref(self) -> Option<Option<ObjRef>> {
        match self {
            Value::Ref(r) => Some(r),
            _ => None,
        }
    }
}

impl From<ObjRef> for Value {
    fn from(r: ObjRef) -> Value {
        Value::Ref(Some(r))
    }
}
