//! Java's arithmetic, exactly: two's-complement wrapping, division by zero, shifts masked to the
//! operand width, IEEE 754 floating point with Java's NaN ordering in comparisons, and saturating
//! float-to-integer conversion (NaN converts to zero). Rust's `as` casts already saturate, and
//! `%` on floats is C's `fmod`, which is Java's `%`.

use std::cmp::Ordering;

use crate::insn::{BinOp, Conv};
use crate::value::Value;

/// The result of an integer operation that can throw `ArithmeticException: / by zero`.
pub type IntResult<T> = Result<T, DivideByZero>;

/// Integer division or remainder by zero.
#[derive(Debug, PartialEq, Eq)]
pub struct DivideByZero;

#[inline(always)]
pub fn int_op(op: BinOp, a: i32, b: i32) -> IntResult<i32> {
    Ok(match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::Div => {
            if b == 0 {
                return Err(DivideByZero);
            }
            a.wrapping_div(b)
        }
        BinOp::Rem => {
            if b == 0 {
                return Err(DivideByZero);
            }
            a.wrapping_rem(b)
        }
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl => a.wrapping_shl(b as u32 & 31),
        BinOp::Shr => a >> (b & 31),
        BinOp::Ushr => ((a as u32) >> (b & 31)) as i32,
    })
}

/// Long arithmetic; for shifts, `b` is the (int) shift count widened.
#[inline(always)]
pub fn long_op(op: BinOp, a: i64, b: i64) -> IntResult<i64> {
    Ok(match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::Div => {
            if b == 0 {
                return Err(DivideByZero);
            }
            a.wrapping_div(b)
        }
        BinOp::Rem => {
            if b == 0 {
                return Err(DivideByZero);
            }
            a.wrapping_rem(b)
        }
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl => a.wrapping_shl(b as u32 & 63),
        BinOp::Shr => a >> (b & 63),
        BinOp::Ushr => ((a as u64) >> (b & 63)) as i64,
    })
}

#[inline(always)]
pub fn float_op(op: BinOp, a: f32, b: f32) -> f32 {
    match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div => a / b,
        BinOp::Rem => a % b,
        _ => f32::NAN,
    }
}

#[inline(always)]
pub fn double_op(op: BinOp, a: f64, b: f64) -> f64 {
    match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::Div => a / b,
        BinOp::Rem => a % b,
        _ => f64::NAN,
    }
}

/// `fcmpl`/`fcmpg` and `dcmpl`/`dcmpg`: -1, 0 or 1; NaN gives 1 for the `g` forms, -1 otherwise.
#[inline(always)]
pub fn compare_floats(a: f64, b: f64, nan_is_greater: bool) -> i32 {
    match a.partial_cmp(&b) {
        Some(Ordering::Less) => -1,
        Some(Ordering::Equal) => 0,
        Some(Ordering::Greater) => 1,
        None => {
            if nan_is_greater {
                1
            } else {
                -1
            }
        }
    }
}

/// Applies a primitive conversion. `None` when the operand has the wrong type.
#[inline(always)]
pub fn convert(conv: Conv, v: Value) -> Option<Value> {
    Some(match (conv, v) {
        (Conv::I2L, Value::Int(i)) => Value::Long(i as i64),
        (Conv::I2F, Value::Int(i)) => Value::Float(i as f32),
        (Conv::I2D, Value::Int(i)) => Value::Double(i as f64),
        (Conv::L2I, Value::Long(l)) => Value::Int(l as i32),
        (Conv::L2F, Value::Long(l)) => Value::Float(l as f32),
        (Conv::L2D, Value::Long(l)) => Value::Double(l as f64),
        (Conv::F2I, Value::Float(f)) => Value::Int(f as i32),
        (Conv::F2L, Value::Float(f)) => Value::Long(f as i64),
        (Conv::F2D, Value::Float(f)) => Value::Double(f as f64),
        (Conv::D2I, Value::Double(d)) => Value::Int(d as i32),
        (Conv::D2L, Value::Double(d)) => Value::Long(d as i64),
        (Conv::D2F, Value::Double(d)) => Value::Float(d as f32),
        (Conv::I2B, Value::Int(i)) => Value::Int(i as i8 as i32),
        (Conv::I2C, Value::Int(i)) => Value::Int(i as u16 as i32),
        (Conv::I2S, Value::Int(i)) => Value::Int(i as i16 as i32),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_overflow_wraps() {
        assert_eq!(int_op(BinOp::Add, i32::MAX, 1), Ok(i32::MIN));
        assert_eq!(int_op(BinOp::Mul, 65536, 65536), Ok(0));
        assert_eq!(int_op(BinOp::Sub, i32::MIN, 1), Ok(i32::MAX));
        assert_eq!(long_op(BinOp::Add, i64::MAX, 1), Ok(i64::MIN));
    }

    #[test]
    fn division_truncates_and_min_over_minus_one_wraps() {
        assert_eq!(int_op(BinOp::Div, -7, 2), Ok(-3));
        assert_eq!(int_op(BinOp::Rem, -7, 2), Ok(-1));
        assert_eq!(int_op(BinOp::Rem, 7, -2), Ok(1));
        assert_eq!(int_op(BinOp::Div, i32::MIN, -1), Ok(i32::MIN));
        assert_eq!(int_op(BinOp::Rem, i32::MIN, -1), Ok(0));
        assert_eq!(long_op(BinOp::Div, i64::MIN, -1), Ok(i64::MIN));
        assert_eq!(long_op(BinOp::Rem, i64::MIN, -1), Ok(0));
    }

    #[test]
    fn division_by_zero_throws() {
        assert_eq!(int_op(BinOp::Div, 1, 0), Err(DivideByZero));
        assert_eq!(int_op(BinOp::Rem, 1, 0), Err(DivideByZero));
        assert_eq!(long_op(BinOp::Div, 1, 0), Err(DivideByZero));
        assert_eq!(long_op(BinOp::Rem, 0, 0), Err(DivideByZero));
        // Floating-point division by zero does not throw.
        assert_eq!(double_op(BinOp::Div, 1.0, 0.0), f64::INFINITY);
        assert_eq!(double_op(BinOp::Div, -1.0, 0.0), f64::NEG_INFINITY);
        assert!(double_op(BinOp::Div, 0.0, 0.0).is_nan());
        assert!(float_op(BinOp::Rem, 1.0, 0.0).is_nan());
    }

    #[test]
    fn shifts_mask_their_count() {
        assert_eq!(int_op(BinOp::Shl, 1, 32), Ok(1));
        assert_eq!(int_op(BinOp::Shl, 1, 33), Ok(2));
        assert_eq!(int_op(BinOp::Shl, 1, -1), Ok(i32::MIN));
        assert_eq!(int_op(BinOp::Shr, -16, 2), Ok(-4));
        assert_eq!(int_op(BinOp::Ushr, -16, 28), Ok(15));
        assert_eq!(int_op(BinOp::Ushr, -1, 0), Ok(-1));
        assert_eq!(long_op(BinOp::Shl, 1, 64), Ok(1));
        assert_eq!(long_op(BinOp::Ushr, -1, 63), Ok(1));
        assert_eq!(long_op(BinOp::Shr, i64::MIN, 63), Ok(-1));
    }

    #[test]
    fn float_to_int_saturates_and_nan_is_zero() {
        assert_eq!(convert(Conv::F2I, Value::Float(f32::NAN)), Some(Value::Int(0)));
        assert_eq!(convert(Conv::F2I, Value::Float(1e20)), Some(Value::Int(i32::MAX)));
        assert_eq!(convert(Conv::F2I, Value::Float(-1e20)), Some(Value::Int(i32::MIN)));
        assert_eq!(convert(Conv::D2L, Value::Double(f64::INFINITY)), Some(Value::Long(i64::MAX)));
        assert_eq!(convert(Conv::D2L, Value::Double(f64::NAN)), Some(Value::Long(0)));
        assert_eq!(convert(Conv::D2I, Value::Double(-2.9)), Some(Value::Int(-2)));
        assert_eq!(convert(Conv::F2L, Value::Float(-0.5)), Some(Value::Long(0)));
    }

    #[test]
    fn narrowing_conversions() {
        assert_eq!(convert(Conv::I2B, Value::Int(200)), Some(Value::Int(-56)));
        assert_eq!(convert(Conv::I2C, Value::Int(-1)), Some(Value::Int(65535)));
        assert_eq!(convert(Conv::I2S, Value::Int(40000)), Some(Value::Int(-25536)));
        assert_eq!(convert(Conv::L2I, Value::Long(0x1_0000_0005)), Some(Value::Int(5)));
        assert_eq!(convert(Conv::D2F, Value::Double(1e300)), Some(Value::Float(f32::INFINITY)));
        assert_eq!(convert(Conv::I2F, Value::Int(16777217)), Some(Value::Float(16777216.0)));
        assert_eq!(convert(Conv::L2D, Value::Long(i64::MAX)), Some(Value::Double(9.223372036854776e18)));
        assert_eq!(convert(Conv::I2L, Value::Long(1)), None);
    }

    #[test]
    fn comparisons_order_nan_by_variant() {
        assert_eq!(compare_floats(f64::NAN, 1.0, true), 1);
        assert_eq!(compare_floats(f64::NAN, 1.0, false), -1);
        assert_eq!(compare_floats(0.0, -0.0, false), 0);
        assert_eq!(compare_floats(-1.0, 1.0, true), -1);
        assert_eq!(compare_floats(f64::INFINITY, f64::MAX, true), 1);
    }

    #[test]
    fn float_remainder_is_truncating() {
        assert_eq!(double_op(BinOp::Rem, -7.5, 2.0), -1.5);
        assert_eq!(double_op(BinOp::Rem, 7.5, -2.0), 1.5);
        assert_eq!(float_op(BinOp::Rem, 5.0, f32::INFINITY), 5.0);
        assert!(double_op(BinOp::Rem, f64::INFINITY, 2.0).is_nan());
    }
}
