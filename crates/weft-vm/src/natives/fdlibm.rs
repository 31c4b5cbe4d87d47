//! fdlibm 5.3, the algorithms `java.lang.StrictMath` is specified to compute.
//!
//! The Java specification requires `StrictMath`'s `sin`, `cos`, `tan`, `asin`, `acos`, `atan`,
//! `atan2`, `log`, `log10`, `log1p`, `expm1`, `sinh`, `cosh` and `tanh` to return exactly the
//! results of the fdlibm 5.3 algorithms, and the JDK does: they are natives of JDK 17 that call
//! its C copy of fdlibm. The host's libm (what `f64::sin` and friends call) and the `libm` crate
//! (a port of musl, whose algorithms changed since) differ from it in the last bit for many
//! arguments, so a program that prints `StrictMath` results would print something else under
//! weft than under `java`. This module is a Rust rendering of fdlibm's methods: the same
//! argument reductions, the same published coefficients and the same sequence of double
//! operations (none fused), so that every result has fdlibm's bits. (`StrictMath.exp`, `pow`,
//! `cbrt` and `hypot` are Java code in JDK 17 that weft interprets; [`exp`] is here because
//! `sinh` and `cosh` call fdlibm's `__ieee754_exp`.) [`remainder`], `StrictMath.IEEEremainder`,
//! is fdlibm's too: its result is exact, but computing it as x - round(x/p)*p is not.
//!
//! The methods, the constants and the comments describing them come from fdlibm, whose notice
//! follows:
//!
//! > Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//! >
//! > Developed at SunSoft, a Sun Microsystems, Inc. business.
//! > Permission to use, copy, modify, and distribute this
//! > software is freely granted, provided that this notice
//! > is preserved.
//!
//! fdlibm reads and writes the two 32-bit halves of a double; [`high_word`], [`low_word`] and
//! [`from_words`] do that here. Where fdlibm returns an expression such as `huge*huge` only to
//! raise a floating-point flag, the expression is kept: its value is the result. So are fdlibm's
//! `x - x` and `(x - x) / (x - x)` for NaN results: a NaN argument passes through them with its
//! payload, as it does through the JDK's fdlibm.

// `x - x` is fdlibm's NaN (for an infinite or NaN x), not a mistake.
#![allow(clippy::eq_op)]

/// `1e300`, which fdlibm adds or multiplies to raise the inexact or overflow flag.
const HUGE: f64 = 1.0e300;
/// `1e-300`, fdlibm's tiny value for raising inexact or underflow.
const TINY: f64 = 1.0e-300;
const TWO24: f64 = 16_777_216.0; // 2^24
const TWON24: f64 = f64::from_bits(0x3e70_0000_0000_0000); // 2^-24
const TWO54: f64 = 18_014_398_509_481_984.0; // 2^54

/// The high word of a `+inf`: the exponent bits, set in every infinity and NaN.
const EXP_MASK: i32 = 0x7ff0_0000;

/// The sign, exponent and top 20 significand bits of `x`, as fdlibm's `__HI(x)`.
fn high_word(x: f64) -> i32 {
    (x.to_bits() >> 32) as i32
}

/// The low 32 significand bits of `x`, as fdlibm's `__LO(x)`.
fn low_word(x: f64) -> u32 {
    x.to_bits() as u32
}

fn from_words(hi: i32, lo: u32) -> f64 {
    f64::from_bits(((hi as u32 as u64) << 32) | lo as u64)
}

/// `x` with its high word replaced.
fn with_high_word(x: f64, hi: i32) -> f64 {
    from_words(hi, low_word(x))
}

/// `x` with its low word cleared: its leading 21 significand bits, so that products of two such
/// values are exact.
fn clear_low_word(x: f64) -> f64 {
    from_words(high_word(x), 0)
}

/// `x * 2^n`, exact whenever the result is normal (as it is wherever fdlibm scales).
fn scalbn(mut x: f64, mut n: i32) -> f64 {
    while n > 1023 {
        x *= f64::from_bits(0x7fe0_0000_0000_0000); // 2^1023
        n -= 1023;
    }
    while n < -1022 {
        x *= f64::from_bits(0x0010_0000_0000_0000); // 2^-1022
        n += 1022;
    }
    x * f64::from_bits(((0x3ff + n) as u64) << 52)
}

// ---------------------------------------------------------------------------------------------
// Trigonometric functions: reduce the argument to y0 + y1 = x - n*pi/2 with |y0 + y1| <= pi/4,
// then use the kernel polynomial for quadrant n mod 4:
//
//     n mod 4   sin(x)   cos(x)   tan(x)
//        0        S        C        T
//        1        C       -S      -1/T
//        2       -S       -C        T
//        3       -C        S      -1/T
// ---------------------------------------------------------------------------------------------

/// The high word of pi/4, below which no reduction is needed.
const PIO4_HIGH_WORD: i32 = 0x3fe9_21fb;

/// `StrictMath.sin`.
pub fn sin(x: f64) -> f64 {
    let ix = high_word(x) & 0x7fff_ffff;
    if ix <= PIO4_HIGH_WORD {
        return kernel_sin(x, 0.0, false);
    }
    if ix >= EXP_MASK {
        return x - x; // sin(inf or NaN) is NaN
    }
    let (n, y0, y1) = rem_pio2(x);
    match n & 3 {
        0 => kernel_sin(y0, y1, true),
        1 => kernel_cos(y0, y1),
        2 => -kernel_sin(y0, y1, true),
        _ => -kernel_cos(y0, y1),
    }
}

/// `StrictMath.cos`.
pub fn cos(x: f64) -> f64 {
    let ix = high_word(x) & 0x7fff_ffff;
    if ix <= PIO4_HIGH_WORD {
        return kernel_cos(x, 0.0);
    }
    if ix >= EXP_MASK {
        return x - x;
    }
    let (n, y0, y1) = rem_pio2(x);
    match n & 3 {
        0 => kernel_cos(y0, y1),
        1 => -kernel_sin(y0, y1, true),
        2 => -kernel_cos(y0, y1),
        _ => kernel_sin(y0, y1, true),
    }
}

/// `StrictMath.tan`.
pub fn tan(x: f64) -> f64 {
    let ix = high_word(x) & 0x7fff_ffff;
    if ix <= PIO4_HIGH_WORD {
        return kernel_tan(x, 0.0, true);
    }
    if ix >= EXP_MASK {
        return x - x;
    }
    let (n, y0, y1) = rem_pio2(x);
    // Even quadrants give tan, odd ones -1/tan.
    kernel_tan(y0, y1, n & 1 == 0)
}

/// Coefficients of sin(x) ~ x + S1*x^3 + ... + S6*x^13 on [-pi/4, pi/4] (error <= 2^-58).
const S1: f64 = f64::from_bits(0xbfc5_5555_5555_5549); // -1.66666666666666324e-1
const S2: f64 = f64::from_bits(0x3f81_1111_1110_f8a6); // 8.33333333332248946e-3
const S3: f64 = f64::from_bits(0xbf2a_01a0_19c1_61d5); // -1.98412698298579493e-4
const S4: f64 = f64::from_bits(0x3ec7_1de3_57b1_fe7d); // 2.75573137070700677e-6
const S5: f64 = f64::from_bits(0xbe5a_e5e6_8a2b_9ceb); // -2.50507602534068634e-8
const S6: f64 = f64::from_bits(0x3de5_d93a_5acf_d57c); // 1.58969099521155010e-10

/// sin(x + y) for |x| <= pi/4, where y is the tail of the reduced argument (`has_tail` false
/// means y is 0).
fn kernel_sin(x: f64, y: f64, has_tail: bool) -> f64 {
    let ix = high_word(x) & 0x7fff_ffff;
    if ix < 0x3e40_0000 {
        return x; // |x| < 2^-27: sin(x) rounds to x
    }
    let z = x * x;
    let v = z * x;
    let r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
    if has_tail {
        // sin(x + y) ~ sin(x) + (1 - x*x/2)*y
        x - ((z * (0.5 * y - v * r) - y) - v * S1)
    } else {
        x + v * (S1 + z * r)
    }
}

/// Coefficients of cos(x) ~ 1 - x^2/2 + C1*x^4 + ... + C6*x^14 on [-pi/4, pi/4].
const C1: f64 = f64::from_bits(0x3fa5_5555_5555_554c); // 4.16666666666666019e-2
const C2: f64 = f64::from_bits(0xbf56_c16c_16c1_5177); // -1.38888888888741096e-3
const C3: f64 = f64::from_bits(0x3efa_01a0_19cb_1590); // 2.48015872894767294e-5
const C4: f64 = f64::from_bits(0xbe92_7e4f_809c_52ad); // -2.75573143513906633e-7
const C5: f64 = f64::from_bits(0x3e21_ee9e_bdb4_b1c4); // 2.08757232129817483e-9
const C6: f64 = f64::from_bits(0xbda8_fae9_be88_38d4); // -1.13596475577881948e-11

/// cos(x + y) for |x| <= pi/4, y the tail of x.
fn kernel_cos(x: f64, y: f64) -> f64 {
    let ix = high_word(x) & 0x7fff_ffff;
    if ix < 0x3e40_0000 {
        return 1.0; // |x| < 2^-27
    }
    let z = x * x;
    let r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
    if ix < 0x3fd3_3333 {
        // |x| < 0.3: cos(x + y) ~ 1 - (x*x/2 - (r - x*y))
        return 1.0 - (0.5 * z - (z * r - x * y));
    }
    // Subtract qx (about x^2/4, exactly representable) from both 1 and x^2/2 first, so the final
    // subtraction loses less.
    let qx = if ix > 0x3fe9_0000 {
        0.28125 // |x| > 0.78125
    } else {
        from_words(ix - 0x0020_0000, 0) // |x|/4 with its low word cleared
    };
    let hz = 0.5 * z - qx;
    let a = 1.0 - qx;
    a - (hz - (z * r - x * y))
}

const PIO4: f64 = f64::from_bits(0x3fe9_21fb_5444_2d18); // 7.85398163397448279e-1
const PIO4_LO: f64 = f64::from_bits(0x3c81_a626_3314_5c07); // 3.06161699786838302e-17

/// Coefficients of tan(x) ~ x + T[0]*x^3 + ... + T[12]*x^27 on [0, 0.67434] (error <= 2^-59.2).
const T: [f64; 13] = [
    f64::from_bits(0x3fd5_5555_5555_5563), // 3.33333333333334092e-1
    f64::from_bits(0x3fc1_1111_1110_fe7a), // 1.33333333333201243e-1
    f64::from_bits(0x3fab_a1ba_1bb3_41fe), // 5.39682539762260521e-2
    f64::from_bits(0x3f96_64f4_8406_d637), // 2.18694882948595425e-2
    f64::from_bits(0x3f82_26e3_e96e_8493), // 8.86323982359930006e-3
    f64::from_bits(0x3f6d_6d22_c956_0328), // 3.59207910759131235e-3
    f64::from_bits(0x3f57_dbc8_fee0_8315), // 1.45620945432529026e-3
    f64::from_bits(0x3f43_44d8_f2f2_6501), // 5.88041240820264097e-4
    f64::from_bits(0x3f30_26f7_1a8d_1068), // 2.46463134818469907e-4
    f64::from_bits(0x3f14_7e88_a037_92a6), // 7.81794442939557092e-5
    f64::from_bits(0x3f12_b80f_32f0_a7e9), // 7.14072491382608190e-5
    f64::from_bits(0xbef3_75cb_db60_5373), // -1.85586374855275457e-5
    f64::from_bits(0x3efb_2a70_74bf_7ad4), // 2.59073051863633713e-5
];

/// tan(x + y) when `tan_not_cot`, else -1/tan(x + y), for |x| <= pi/4, y the tail of x.
fn kernel_tan(mut x: f64, mut y: f64, tan_not_cot: bool) -> f64 {
    let hx = high_word(x);
    let ix = hx & 0x7fff_ffff;
    if ix < 0x3e30_0000 {
        // |x| < 2^-28: tan(x) rounds to x.
        if ix as u32 | low_word(x) == 0 && !tan_not_cot {
            return 1.0 / x.abs(); // -1/tan(+-0)
        }
        if tan_not_cot {
            return x;
        }
        return neg_reciprocal(x, y, x + y);
    }
    let big = ix >= 0x3fe5_9428; // |x| >= 0.6744
    if big {
        // tan(x) = tan(pi/4 - (pi/4 - x)) = (1 - tan(w)) / (1 + tan(w)) with w = pi/4 - x.
        if hx < 0 {
            x = -x;
            y = -y;
        }
        let z = PIO4 - x;
        let w = PIO4_LO - y;
        x = z + w;
        y = 0.0;
    }
    let z = x * x;
    let w = z * z;
    // Split the odd polynomial x^5*(T[1] + x^2*T[2] + ...) into its even and odd terms in x^4.
    let r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
    let v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
    let s = z * x;
    let mut r = y + z * (s * (r + v) + y);
    r += T[0] * s;
    let w = x + r;
    if big {
        let v = if tan_not_cot { 1.0 } else { -1.0 };
        let sign = (1 - ((hx >> 30) & 2)) as f64;
        return sign * (v - 2.0 * (x - (w * w / (w + v) - r)));
    }
    if tan_not_cot {
        w
    } else {
        neg_reciprocal(x, r, w)
    }
}

/// -1/w where w = x + r rounded, computed with a correction so that the error stays under one
/// ulp: with z = w's leading bits and t = -1/w's, -1/(z + v) = t + a*(1 + t*z + t*v).
fn neg_reciprocal(x: f64, r: f64, w: f64) -> f64 {
    let z = clear_low_word(w);
    let v = r - (z - x); // z + v = x + r
    let a = -1.0 / w;
    let t = clear_low_word(a);
    let s = 1.0 + t * z;
    t + a * (s + t * v)
}

/// 2/pi in 24-bit pieces: 396 hex digits, for reducing arguments of any size.
const TWO_OVER_PI: [i32; 66] = [
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7,
    0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C,
    0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11,
    0x8B5A0A, 0x6D1F6D, 0x367ECF, 0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7,
    0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3, 0x91615E,
    0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
];

/// High words of n*pi/2 for n = 1..=32: an argument with one of these may lose many bits when
/// n*pi/2 is subtracted, so the medium reduction checks the cancellation.
const NPIO2_HW: [i32; 32] = [
    0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB, 0x402C463A,
    0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A,
    0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C, 0x4043A28C, 0x40446B9C, 0x404534AC,
    0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
];

/// 53 bits of 2/pi.
const INV_PIO2: f64 = f64::from_bits(0x3fe4_5f30_6dc9_c883); // 6.36619772367581382e-1
/// pi/2 in three pieces of 33 bits (PIO2_1, PIO2_2, PIO2_3), each with the tail of pi/2 beyond
/// it (PIO2_1T = pi/2 - PIO2_1, and so on).
const PIO2_1: f64 = f64::from_bits(0x3ff9_21fb_5440_0000); // 1.57079632673412561
const PIO2_1T: f64 = f64::from_bits(0x3dd0_b461_1a62_6331); // 6.07710050650619225e-11
const PIO2_2: f64 = f64::from_bits(0x3dd0_b461_1a60_0000); // 6.07710050630396598e-11
const PIO2_2T: f64 = f64::from_bits(0x3ba3_198a_2e03_7073); // 2.02226624879595063e-21
const PIO2_3: f64 = f64::from_bits(0x3ba3_198a_2e00_0000); // 2.02226624871116646e-21
const PIO2_3T: f64 = f64::from_bits(0x397b_839a_2520_49c1); // 8.47842766036889957e-32

/// fdlibm's `__ieee754_rem_pio2`: n and y0 + y1 = x - n*pi/2 (to about 2^-100 relative), with
/// |y0 + y1| <= pi/4 or so. Only the low bits of n matter to the callers.
fn rem_pio2(x: f64) -> (i32, f64, f64) {
    let hx = high_word(x);
    let ix = hx & 0x7fff_ffff;
    if ix <= PIO4_HIGH_WORD {
        return (0, x, 0.0);
    }
    if ix < 0x4002_d97c {
        // |x| < 3pi/4: n is +-1. Subtract 33 + 53 bits of pi/2, or 33 + 33 + 53 bits near pi/2
        // itself, where the cancellation is severe.
        let near_pio2 = ix == 0x3ff9_21fb;
        if hx > 0 {
            let mut z = x - PIO2_1;
            let mut tail = PIO2_1T;
            if near_pio2 {
                z -= PIO2_2;
                tail = PIO2_2T;
            }
            let y0 = z - tail;
            return (1, y0, (z - y0) - tail);
        }
        let mut z = x + PIO2_1;
        let mut tail = PIO2_1T;
        if near_pio2 {
            z += PIO2_2;
            tail = PIO2_2T;
        }
        let y0 = z + tail;
        return (-1, y0, (z - y0) + tail);
    }
    if ix <= 0x4139_21fb {
        return rem_pio2_medium(x, hx, ix);
    }
    if ix >= EXP_MASK {
        let nan = x - x;
        return (0, nan, nan);
    }
    // Large |x|: split it into three 24-bit integers tx times 2^e0 for the multi-word
    // reduction; e0 = ilogb(|x|) - 23.
    let e0 = (ix >> 20) - 1046;
    let mut z = from_words(ix - (e0 << 20), low_word(x));
    let mut tx = [0.0; 3];
    for t in tx.iter_mut().take(2) {
        *t = (z as i32) as f64;
        z = (z - *t) * TWO24;
    }
    tx[2] = z;
    let mut nx = 3;
    while nx > 1 && tx[nx - 1] == 0.0 {
        nx -= 1; // skip zero terms
    }
    let (n, y0, y1) = kernel_rem_pio2(&tx[..nx], e0);
    if hx < 0 {
        (-n, -y0, -y1)
    } else {
        (n, y0, y1)
    }
}

/// The reduction for 3pi/4 <= |x| <= 2^19*pi/2: n = round(|x|*2/pi), then |x| - n*pi/2 with pi/2
/// in 33-bit pieces, taking a second (and third) piece when the first subtraction cancelled more
/// than 16 (49) bits.
fn rem_pio2_medium(x: f64, hx: i32, ix: i32) -> (i32, f64, f64) {
    let t = x.abs();
    let n = (t * INV_PIO2 + 0.5) as i32;
    let f_n = n as f64;
    let mut r = t - f_n * PIO2_1;
    let mut w = f_n * PIO2_1T; // first round: good to 85 bits
    let mut y0 = r - w;
    let near_multiple = !(n < 32 && ix != NPIO2_HW[(n - 1) as usize]);
    if near_multiple {
        let j = ix >> 20;
        let lost = |y: f64| j - ((high_word(y) >> 20) & 0x7ff);
        if lost(y0) > 16 {
            // Second round: good to 118 bits.
            let t = r;
            w = f_n * PIO2_2;
            r = t - w;
            w = f_n * PIO2_2T - ((t - r) - w);
            y0 = r - w;
            if lost(y0) > 49 {
                // Third round: 151 bits, enough for every double.
                let t = r;
                w = f_n * PIO2_3;
                r = t - w;
                w = f_n * PIO2_3T - ((t - r) - w);
                y0 = r - w;
            }
        }
    }
    let y1 = (r - y0) - w;
    if hx < 0 {
        (-n, -y0, -y1)
    } else {
        (n, y0, y1)
    }
}

/// pi/2 in 24-bit pieces.
const PIO2_PIECES: [f64; 8] = [
    f64::from_bits(0x3ff9_21fb_4000_0000), // 1.57079625129699707
    f64::from_bits(0x3e74_442d_0000_0000), // 7.54978941586159635e-8
    f64::from_bits(0x3cf8_4698_8000_0000), // 5.39030252995776477e-15
    f64::from_bits(0x3b78_cc51_6000_0000), // 3.28200341580791294e-22
    f64::from_bits(0x39f0_1b83_8000_0000), // 1.27065575308067607e-29
    f64::from_bits(0x387a_2520_4000_0000), // 1.22933308981111329e-36
    f64::from_bits(0x36e3_8222_8000_0000), // 2.73370053816464560e-44
    f64::from_bits(0x3569_f31d_0000_0000), // 2.16741683877804819e-51
];

/// fdlibm's `__kernel_rem_pio2` at 64-bit precision (`prec` 2, the precision `rem_pio2` uses):
/// the last three bits of n and y0 + y1 = x - n*pi/2 for x = sum(x[i] * 2^(e0 - 24i)), each
/// x[i] a 24-bit integer. It computes only the bits of x*(2/pi) that are not a multiple of 8:
/// the 24-bit words of 2/pi from `jv` on, where 2^e0 * x[0] * 2/pi's earlier words only add
/// multiples of 8.
fn kernel_rem_pio2(x: &[f64], e0: i32) -> (i32, f64, f64) {
    const JK: usize = 4; // jk + 1 words of 2/pi to start with
    const JP: usize = JK; // jp + 1 words of pi/2 to multiply back
    const LEN: usize = 20;
    let ipio2 = |i: usize| TWO_OVER_PI.get(i).map_or(0.0, |&w| w as f64);

    let jx = x.len() - 1;
    let jv = ((e0 - 3) / 24).max(0) as usize;
    let mut q0 = e0 - 24 * (jv as i32 + 1); // the exponent of q[0]

    // f[0..=jx+jk] = the words of 2/pi from jv - jx on (zero before the table).
    let mut f = [0.0; LEN];
    for (i, fi) in f.iter_mut().enumerate().take(jx + JK + 1) {
        *fi = match (jv + i).checked_sub(jx) {
            Some(j) => ipio2(j),
            None => 0.0,
        };
    }
    // q[i] = sum over j of x[j] * f[jx + i - j]: the chunks of the product.
    let mut q = [0.0; LEN];
    let product_chunk = |f: &[f64; LEN], i: usize| {
        let mut fw = 0.0;
        for (j, &xj) in x.iter().enumerate() {
            fw += xj * f[jx + i - j];
        }
        fw
    };
    for (i, qi) in q.iter_mut().enumerate().take(JK + 1) {
        *qi = product_chunk(&f, i);
    }

    let mut jz = JK;
    let mut iq = [0i32; LEN];
    let (mut z, mut n, mut ih);
    loop {
        // Distill q[] into 24-bit integers iq[], most significant last.
        z = q[jz];
        for (i, j) in (1..=jz).rev().enumerate() {
            let fw = ((TWON24 * z) as i32) as f64;
            iq[i] = (z - TWO24 * fw) as i32;
            z = q[j - 1] + fw;
        }

        // n = the integer part mod 8, z the fraction.
        z = scalbn(z, q0);
        z -= 8.0 * (z * 0.125).floor();
        n = z as i32;
        z -= n as f64;
        ih = 0; // > 0 when the fraction is >= 0.5: then the result is 1 - fraction, negated
        if q0 > 0 {
            // The last word holds integer bits too.
            let i = iq[jz - 1] >> (24 - q0);
            n += i;
            iq[jz - 1] -= i << (24 - q0);
            ih = iq[jz - 1] >> (23 - q0);
        } else if q0 == 0 {
            ih = iq[jz - 1] >> 23;
        } else if z >= 0.5 {
            ih = 2;
        }

        if ih > 0 {
            // Take 1 - fraction.
            n += 1;
            let mut carry = false;
            for w in iq.iter_mut().take(jz) {
                if carry {
                    *w = 0xff_ffff - *w;
                } else if *w != 0 {
                    carry = true;
                    *w = 0x100_0000 - *w;
                }
            }
            match q0 {
                1 => iq[jz - 1] &= 0x7f_ffff,
                2 => iq[jz - 1] &= 0x3f_ffff,
                _ => {}
            }
            if ih == 2 {
                z = 1.0 - z;
                if carry {
                    z -= scalbn(1.0, q0);
                }
            }
        }

        // If the fraction's words so far are all zero, the result cancelled: take more words of
        // 2/pi and start again.
        if z == 0.0 && iq[JK..jz].iter().all(|&w| w == 0) {
            let mut k = 1; // the number of words to add
            while k < JK && iq[JK - k] == 0 {
                k += 1;
            }
            if jx + jz + k >= LEN {
                break; // never needed for a double
            }
            for i in jz + 1..=jz + k {
                f[jx + i] = ipio2(jv + i);
                q[i] = product_chunk(&f, i);
            }
            jz += k;
            continue;
        }
        break;
    }

    // Chop off zero words, or split a fraction that needs one more word.
    if z == 0.0 {
        jz -= 1;
        q0 -= 24;
        while jz > 0 && iq[jz] == 0 {
            jz -= 1;
            q0 -= 24;
        }
    } else {
        z = scalbn(z, -q0);
        if z >= TWO24 {
            let fw = ((TWON24 * z) as i32) as f64;
            iq[jz] = (z - TWO24 * fw) as i32;
            jz += 1;
            q0 += 24;
            iq[jz] = fw as i32;
        } else {
            iq[jz] = z as i32;
        }
    }

    // The fraction's words as doubles...
    let mut fw = scalbn(1.0, q0);
    for i in (0..=jz).rev() {
        q[i] = fw * iq[i] as f64;
        fw *= TWON24;
    }
    // ...times pi/2: fq[jz - i] = sum of PIO2_PIECES[k] * q[i + k].
    let mut fq = [0.0; LEN];
    for i in (0..=jz).rev() {
        let mut fw = 0.0;
        for k in 0..=JP.min(jz - i) {
            fw += PIO2_PIECES[k] * q[i + k];
        }
        fq[jz - i] = fw;
    }

    // Compress fq[] into y0 + y1.
    let mut fw = 0.0;
    for &v in fq[..=jz].iter().rev() {
        fw += v;
    }
    let y0 = if ih == 0 { fw } else { -fw };
    let mut fw = fq[0] - fw;
    for &v in &fq[1..=jz] {
        fw += v;
    }
    let y1 = if ih == 0 { fw } else { -fw };
    (n & 7, y0, y1)
}

// ---------------------------------------------------------------------------------------------
// Inverse trigonometric functions.
// ---------------------------------------------------------------------------------------------

const PIO2_HI: f64 = f64::from_bits(0x3ff9_21fb_5444_2d18); // 1.570796326794896558
const PIO2_LO: f64 = f64::from_bits(0x3c91_a626_3314_5c07); // 6.123233995736766036e-17
const PIO4_HI: f64 = f64::from_bits(0x3fe9_21fb_5444_2d18); // 7.85398163397448279e-1
const PI: f64 = f64::from_bits(0x4009_21fb_5444_2d18); // 3.141592653589793116

/// Coefficients of the rational approximation R(t) = p(t)/q(t) of (asin(x) - x)/x^3, t = x^2,
/// on [0, 0.5] (error < 2^-58.75).
const PS0: f64 = f64::from_bits(0x3fc5_5555_5555_5555); // 1.66666666666666657415e-1
const PS1: f64 = f64::from_bits(0xbfd4_d612_03eb_6f7d); // -3.25565818622400915405e-1
const PS2: f64 = f64::from_bits(0x3fc9_c155_0e88_4455); // 2.01212532134862925881e-1
const PS3: f64 = f64::from_bits(0xbfa4_8228_b568_8f3b); // -4.00555345006794114027e-2
const PS4: f64 = f64::from_bits(0x3f49_efe0_7501_b288); // 7.91534994289814532176e-4
const PS5: f64 = f64::from_bits(0x3f02_3de1_0dfd_f709); // 3.47933107596021167570e-5
const QS1: f64 = f64::from_bits(0xc003_3a27_1c8a_2d4b); // -2.40339491173441421878
const QS2: f64 = f64::from_bits(0x4000_2ae5_9c59_8ac8); // 2.02094576023350569471
const QS3: f64 = f64::from_bits(0xbfe6_066c_1b8d_0159); // -6.88283971605453293030e-1
const QS4: f64 = f64::from_bits(0x3fb3_b8c5_b12e_9282); // 7.70381505559019352791e-2

/// R(t) = p(t)/q(t) with asin(x) ~ x + x*R(x^2).
fn asin_ratio(t: f64) -> (f64, f64) {
    let p = t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
    let q = 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
    (p, q)
}

/// `StrictMath.asin`.
///
/// For |x| < 0.5, asin(x) = x + x*R(x^2). For 0.5 <= |x| < 1, asin(x) = pi/2 - 2*asin(sqrt(z))
/// with z = (1 - |x|)/2, s = sqrt(z): pi/2 - 2*(s + s*R(z)), computed with s split into its
/// leading bits f and a correction c = (z - f*f)/(s + f) when |x| <= 0.975.
pub fn asin(x: f64) -> f64 {
    let hx = high_word(x);
    let ix = hx & 0x7fff_ffff;
    if ix >= 0x3ff0_0000 {
        if (ix - 0x3ff0_0000) as u32 | low_word(x) == 0 {
            return x * PIO2_HI + x * PIO2_LO; // asin(+-1) = +-pi/2
        }
        return (x - x) / (x - x); // |x| > 1 or NaN
    }
    if ix < 0x3fe0_0000 {
        if ix < 0x3e40_0000 {
            return x; // |x| < 2^-27
        }
        let t = x * x;
        let (p, q) = asin_ratio(t);
        let w = p / q;
        return x + x * w;
    }
    let w = 1.0 - x.abs();
    let t = w * 0.5;
    let (p, q) = asin_ratio(t);
    let s = t.sqrt();
    let t = if ix >= 0x3fef_3333 {
        // |x| > 0.975
        let w = p / q;
        PIO2_HI - (2.0 * (s + s * w) - PIO2_LO)
    } else {
        let w = clear_low_word(s);
        let c = (t - w * w) / (s + w);
        let r = p / q;
        let p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
        let q = PIO4_HI - 2.0 * w;
        PIO4_HI - (p - q)
    };
    if hx > 0 {
        t
    } else {
        -t
    }
}

/// `StrictMath.acos`.
///
/// acos(x) = pi/2 - asin(x) for |x| < 0.5; 2*asin(sqrt((1 - x)/2)) for x > 0.5 (with the same
/// split of the square root as in [`asin`]); pi - 2*asin(sqrt((1 + x)/2)) for x < -0.5.
pub fn acos(x: f64) -> f64 {
    let hx = high_word(x);
    let ix = hx & 0x7fff_ffff;
    if ix >= 0x3ff0_0000 {
        if (ix - 0x3ff0_0000) as u32 | low_word(x) == 0 {
            return if hx > 0 { 0.0 } else { PI + 2.0 * PIO2_LO };
        }
        return (x - x) / (x - x); // |x| > 1 or NaN
    }
    if ix < 0x3fe0_0000 {
        if ix <= 0x3c60_0000 {
            return PIO2_HI + PIO2_LO; // |x| < 2^-57
        }
        let z = x * x;
        let (p, q) = asin_ratio(z);
        let r = p / q;
        return PIO2_HI - (x - (PIO2_LO - x * r));
    }
    if hx < 0 {
        let z = (1.0 + x) * 0.5;
        let (p, q) = asin_ratio(z);
        let s = z.sqrt();
        let r = p / q;
        let w = r * s - PIO2_LO;
        return PI - 2.0 * (s + w);
    }
    let z = (1.0 - x) * 0.5;
    let s = z.sqrt();
    let df = clear_low_word(s);
    let c = (z - df * df) / (s + df);
    let (p, q) = asin_ratio(z);
    let r = p / q;
    let w = r * s + c;
    2.0 * (df + w)
}

/// atan(0.5), atan(1), atan(1.5) and atan(inf), each as a leading part and a tail.
const ATAN_HI: [f64; 4] = [
    f64::from_bits(0x3fdd_ac67_0561_bb4f), // 4.63647609000806093515e-1
    f64::from_bits(0x3fe9_21fb_5444_2d18), // 7.85398163397448278999e-1
    f64::from_bits(0x3fef_730b_d281_f69b), // 9.82793723247329054082e-1
    f64::from_bits(0x3ff9_21fb_5444_2d18), // 1.57079632679489655800
];
const ATAN_LO: [f64; 4] = [
    f64::from_bits(0x3c7a_2b7f_222f_65e2), // 2.26987774529616870924e-17
    f64::from_bits(0x3c81_a626_3314_5c07), // 3.06161699786838301793e-17
    f64::from_bits(0x3c70_0788_7af0_cbbd), // 1.39033110312309984516e-17
    f64::from_bits(0x3c91_a626_3314_5c07), // 6.12323399573676603587e-17
];
/// Coefficients of atan(x) ~ x - x^3*(AT[0] + x^2*AT[1] + ... ) on [0, 7/16].
const AT: [f64; 11] = [
    f64::from_bits(0x3fd5_5555_5555_550d), // 3.33333333333329318027e-1
    f64::from_bits(0xbfc9_9999_9998_ebc4), // -1.99999999998764832476e-1
    f64::from_bits(0x3fc2_4924_9200_83ff), // 1.42857142725034663711e-1
    f64::from_bits(0xbfbc_71c6_fe23_1671), // -1.11111104054623557880e-1
    f64::from_bits(0x3fb7_45cd_c54c_206e), // 9.09088713343650656196e-2
    f64::from_bits(0xbfb3_b0f2_af74_9a6d), // -7.69187620504482999495e-2
    f64::from_bits(0x3fb1_0d66_a0d0_3d51), // 6.66107313738753120669e-2
    f64::from_bits(0xbfad_de2d_52de_fd9a), // -5.83357013379057348645e-2
    f64::from_bits(0x3fa9_7b4b_2476_0deb), // 4.97687799461593236017e-2
    f64::from_bits(0xbfa2_b444_2c6a_6c2f), // -3.65315727442169155270e-2
    f64::from_bits(0x3f90_ad3a_e322_da11), // 1.62858201153657823623e-2
];

/// `StrictMath.atan`.
///
/// Reduces |x| to t by atan(x) = atan(c) + atan((x - c)/(1 + x*c)) with c = 0.5, 1, 1.5 or inf
/// chosen by the interval of |x| (breakpoints 7/16, 11/16, 19/16, 39/16), then evaluates the
/// polynomial of degree 22 on the reduced argument.
pub fn atan(x: f64) -> f64 {
    let hx = high_word(x);
    let ix = hx & 0x7fff_ffff;
    if ix >= 0x4410_0000 {
        // |x| >= 2^66 (or NaN)
        if ix > EXP_MASK || (ix == EXP_MASK && low_word(x) != 0) {
            return x + x; // NaN
        }
        return if hx > 0 { ATAN_HI[3] + ATAN_LO[3] } else { -ATAN_HI[3] - ATAN_LO[3] };
    }
    let (id, x) = if ix < 0x3fdc_0000 {
        // |x| < 7/16
        if ix < 0x3e20_0000 {
            return x; // |x| < 2^-29
        }
        (None, x)
    } else {
        let x = x.abs();
        if ix < 0x3ff3_0000 {
            if ix < 0x3fe6_0000 {
                (Some(0), (2.0 * x - 1.0) / (2.0 + x)) // 7/16 <= |x| < 11/16
            } else {
                (Some(1), (x - 1.0) / (x + 1.0)) // 11/16 <= |x| < 19/16
            }
        } else if ix < 0x4003_8000 {
            (Some(2), (x - 1.5) / (1.0 + 1.5 * x)) // 19/16 <= |x| < 39/16
        } else {
            (Some(3), -1.0 / x) // 39/16 <= |x| < 2^66
        }
    };
    let z = x * x;
    let w = z * z;
    // The sum of AT[i]*z^(i+1), split into its odd and even terms.
    let s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
    let s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
    match id {
        None => x - x * (s1 + s2),
        Some(id) => {
            let z = ATAN_HI[id] - ((x * (s1 + s2) - ATAN_LO[id]) - x);
            if hx < 0 {
                -z
            } else {
                z
            }
        }
    }
}

/// `StrictMath.atan2(y, x)`: atan(|y/x|) moved to the quadrant of (x, y), with IEEE's special
/// cases for zeros and infinities.
pub fn atan2(y: f64, x: f64) -> f64 {
    const PI_O_4: f64 = f64::from_bits(0x3fe9_21fb_5444_2d18); // 7.8539816339744827900e-1
    const PI_O_2: f64 = f64::from_bits(0x3ff9_21fb_5444_2d18); // 1.5707963267948965580
    const PI_LO: f64 = f64::from_bits(0x3ca1_a626_3314_5c07); // 1.2246467991473531772e-16
    let hx = high_word(x);
    let ix = hx & 0x7fff_ffff;
    let lx = low_word(x);
    let hy = high_word(y);
    let iy = hy & 0x7fff_ffff;
    let ly = low_word(y);
    if x.is_nan() || y.is_nan() {
        return x + y;
    }
    if hx.wrapping_sub(0x3ff0_0000) as u32 | lx == 0 {
        return atan(y); // x = 1
    }
    // 2*sign(x) + sign(y)
    let m = ((hy >> 31) & 1) | ((hx >> 30) & 2);

    if iy as u32 | ly == 0 {
        return match m {
            0 | 1 => y, // atan(+-0, +anything) = +-0
            2 => PI + TINY,
            _ => -PI - TINY,
        };
    }
    if ix as u32 | lx == 0 {
        return if hy < 0 { -PI_O_2 - TINY } else { PI_O_2 + TINY };
    }
    if ix == EXP_MASK {
        return if iy == EXP_MASK {
            match m {
                0 => PI_O_4 + TINY,
                1 => -PI_O_4 - TINY,
                2 => 3.0 * PI_O_4 + TINY,
                _ => -3.0 * PI_O_4 - TINY,
            }
        } else {
            match m {
                0 => 0.0,
                1 => -0.0,
                2 => PI + TINY,
                _ => -PI - TINY,
            }
        };
    }
    if iy == EXP_MASK {
        return if hy < 0 { -PI_O_2 - TINY } else { PI_O_2 + TINY };
    }

    let k = (iy - ix) >> 20;
    let z = if k > 60 {
        PI_O_2 + 0.5 * PI_LO // |y/x| > 2^60
    } else if hx < 0 && k < -60 {
        0.0 // |y|/x < -2^60
    } else {
        atan((y / x).abs())
    };
    match m {
        0 => z,
        1 => -z,
        2 => PI - (z - PI_LO),
        _ => (z - PI_LO) - PI,
    }
}

// ---------------------------------------------------------------------------------------------
// Logarithms.
// ---------------------------------------------------------------------------------------------

/// ln(2) in two pieces; n*LN2_HI is exact for |n| < 2000.
const LN2_HI: f64 = f64::from_bits(0x3fe6_2e42_fee0_0000); // 6.93147180369123816490e-1
const LN2_LO: f64 = f64::from_bits(0x3dea_39ef_3579_3c76); // 1.90821492927058770002e-10

/// Coefficients of R(s) in log(1+f) = 2s + s*R(s), s = f/(2+f), on [0, 0.1716] (error
/// <= 2^-58.45); shared by [`log`] and [`log1p`].
/// The doubles nearest 1/3 and 2/3, fdlibm's `0.33333333333333333` and `0.66666666666666666`.
const ONE_THIRD: f64 = f64::from_bits(0x3fd5_5555_5555_5555);
const TWO_THIRDS: f64 = f64::from_bits(0x3fe5_5555_5555_5555);

const LG1: f64 = f64::from_bits(0x3fe5_5555_5555_5593); // 6.666666666666735130e-1
const LG2: f64 = f64::from_bits(0x3fd9_9999_9997_fa04); // 3.999999999940941908e-1
const LG3: f64 = f64::from_bits(0x3fd2_4924_9422_9359); // 2.857142874366239149e-1
const LG4: f64 = f64::from_bits(0x3fcc_71c5_1d8e_78af); // 2.222219843214978396e-1
const LG5: f64 = f64::from_bits(0x3fc7_4664_96cb_03de); // 1.818357216161805012e-1
const LG6: f64 = f64::from_bits(0x3fc3_9a09_d078_c69f); // 1.531383769920937332e-1
const LG7: f64 = f64::from_bits(0x3fc2_f112_df3e_5244); // 1.479819860511658591e-1

/// `StrictMath.log`.
///
/// Writes x = 2^k * (1+f) with sqrt(2)/2 < 1+f < sqrt(2), and log(1+f) = f - (hfsq - s*(hfsq+R))
/// (or f - s*(f - R) when f is small enough) with hfsq = f*f/2, s = f/(2+f); then
/// log(x) = k*ln2_hi + (log(1+f) + k*ln2_lo).
pub fn log(x: f64) -> f64 {
    let mut x = x;
    let mut hx = high_word(x);
    let lx = low_word(x);
    let mut k = 0;
    if hx < 0x0010_0000 {
        // x < 2^-1022
        if (hx & 0x7fff_ffff) as u32 | lx == 0 {
            return -TWO54 / 0.0; // log(+-0) = -inf
        }
        if hx < 0 {
            return (x - x) / 0.0; // log(negative) = NaN
        }
        // Subnormal: scale up.
        k -= 54;
        x *= TWO54;
        hx = high_word(x);
    }
    if hx >= EXP_MASK {
        return x + x;
    }
    k += (hx >> 20) - 1023;
    hx &= 0x000f_ffff;
    // Normalize x or x/2 so that 1+f is within [sqrt(2)/2, sqrt(2)).
    let i = (hx + 0x9_5f64) & 0x10_0000;
    let x = with_high_word(x, hx | (i ^ 0x3ff0_0000));
    k += i >> 20;
    let f = x - 1.0;
    if (0x000f_ffff & (2 + hx)) < 3 {
        // |f| < 2^-20
        if f == 0.0 {
            if k == 0 {
                return 0.0;
            }
            let dk = k as f64;
            return dk * LN2_HI + dk * LN2_LO;
        }
        let r = f * f * (0.5 - ONE_THIRD * f);
        if k == 0 {
            return f - r;
        }
        let dk = k as f64;
        return dk * LN2_HI - ((r - dk * LN2_LO) - f);
    }
    let s = f / (2.0 + f);
    let dk = k as f64;
    let z = s * s;
    let w = z * z;
    let t1 = w * (LG2 + w * (LG4 + w * LG6));
    let t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
    let r = t2 + t1;
    // Whether 1+f is far enough from 1 (beyond about 1.38 or below 0.73) for the hfsq form.
    let far = ((hx - 0x6_147a) | (0x6b851 - hx)) > 0;
    if far {
        let hfsq = 0.5 * f * f;
        if k == 0 {
            return f - (hfsq - s * (hfsq + r));
        }
        return dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f);
    }
    if k == 0 {
        return f - s * (f - r);
    }
    dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f)
}

/// `StrictMath.log10`: with n = ilogb(x) (plus one when negative) and x scaled by 2^-n,
/// log10(x) = n*log10_2hi + (n*log10_2lo + log(x)/ln(10)).
pub fn log10(x: f64) -> f64 {
    const IVLN10: f64 = f64::from_bits(0x3fdb_cb7b_1526_e50e); // 4.34294481903251816668e-1
    const LOG10_2HI: f64 = f64::from_bits(0x3fd3_4413_509f_6000); // 3.01029995663611771306e-1
    const LOG10_2LO: f64 = f64::from_bits(0x3d59_fef3_11f1_2b36); // 3.69423907715893078616e-13
    let mut x = x;
    let mut hx = high_word(x);
    let lx = low_word(x);
    let mut k = 0;
    if hx < 0x0010_0000 {
        if (hx & 0x7fff_ffff) as u32 | lx == 0 {
            return -TWO54 / 0.0; // log10(+-0) = -inf
        }
        if hx < 0 {
            return (x - x) / 0.0; // log10(negative) = NaN
        }
        k -= 54;
        x *= TWO54;
        hx = high_word(x);
    }
    if hx >= EXP_MASK {
        return x + x;
    }
    k += (hx >> 20) - 1023;
    let i = ((k as u32) & 0x8000_0000) >> 31;
    let hx = (hx & 0x000f_ffff) | ((0x3ff - i as i32) << 20);
    let y = (k + i as i32) as f64;
    let x = with_high_word(x, hx);
    let z = y * LOG10_2LO + IVLN10 * log(x);
    z + y * LOG10_2HI
}

/// `StrictMath.log1p`: as [`log`], on 1+x = 2^k * (1+f), with a correction c/u for the rounding
/// of u = 1+x when k != 0 (for x below 2^53).
pub fn log1p(x: f64) -> f64 {
    let hx = high_word(x);
    let ax = hx & 0x7fff_ffff;
    let mut k = 1;
    let mut f = 0.0;
    let mut hu = 0;
    let mut c = 0.0;
    if hx < 0x3fda_827a {
        // x < 0.41422
        if ax >= 0x3ff0_0000 {
            // x <= -1.0
            if x == -1.0 {
                return -TWO54 / 0.0; // log1p(-1) = -inf
            }
            return (x - x) / (x - x); // log1p(x < -1) = NaN
        }
        if ax < 0x3e20_0000 {
            // |x| < 2^-29
            if ax < 0x3c90_0000 {
                return x; // |x| < 2^-54
            }
            return x - x * x * 0.5;
        }
        if hx > 0 || hx <= 0xbfd2_bec3_u32 as i32 {
            // -0.2929 < x < 0.41422: f = x exactly.
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if hx >= EXP_MASK {
        return x + x;
    }
    if k != 0 {
        let mut u;
        if hx < 0x4340_0000 {
            u = 1.0 + x;
            hu = high_word(u);
            k = (hu >> 20) - 1023;
            // The rounding error of 1 + x, divided by u.
            c = if k > 0 { 1.0 - (u - x) } else { x - (u - 1.0) };
            c /= u;
        } else {
            u = x;
            hu = high_word(u);
            k = (hu >> 20) - 1023;
            c = 0.0;
        }
        hu &= 0x000f_ffff;
        if hu < 0x6_a09e {
            u = with_high_word(u, hu | 0x3ff0_0000); // normalize u
        } else {
            k += 1;
            u = with_high_word(u, hu | 0x3fe0_0000); // normalize u/2
            hu = (0x0010_0000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    let hfsq = 0.5 * f * f;
    let dk = k as f64;
    if hu == 0 {
        // |f| < 2^-20
        if f == 0.0 {
            if k == 0 {
                return 0.0;
            }
            c += dk * LN2_LO;
            return dk * LN2_HI + c;
        }
        let r = hfsq * (1.0 - TWO_THIRDS * f);
        if k == 0 {
            return f - r;
        }
        return dk * LN2_HI - ((r - (dk * LN2_LO + c)) - f);
    }
    let s = f / (2.0 + f);
    let z = s * s;
    let r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
    if k == 0 {
        return f - (hfsq - s * (hfsq + r));
    }
    dk * LN2_HI - ((hfsq - (s * (hfsq + r) + (dk * LN2_LO + c))) - f)
}

// ---------------------------------------------------------------------------------------------
// Exponentials and hyperbolic functions.
// ---------------------------------------------------------------------------------------------

/// Beyond this, exp(x) overflows.
const O_THRESHOLD: f64 = f64::from_bits(0x4086_2e42_fefa_39ef); // 7.09782712893383973096e2
const INVLN2: f64 = f64::from_bits(0x3ff7_1547_652b_82fe); // 1.44269504088896338700

/// `__ieee754_exp`, which JDK 17 ports to Java as `StrictMath.exp`.
///
/// Reduces x = k*ln2 + r, |r| <= ln2/2, with r = hi - lo; exp(r) = 1 + r + r*c/(2 - c) with
/// c = r - r^2*(P1 + ... + P5*r^8), a Remez fit to r*(exp(r)+1)/(exp(r)-1); then scales by 2^k.
pub fn exp(x: f64) -> f64 {
    const U_THRESHOLD: f64 = f64::from_bits(0xc087_4910_d52d_3051); // -7.45133219101941108420e2
    const TWOM1000: f64 = f64::from_bits(0x0170_0000_0000_0000); // 2^-1000
    const P1: f64 = f64::from_bits(0x3fc5_5555_5555_553e); // 1.66666666666666019037e-1
    const P2: f64 = f64::from_bits(0xbf66_c16c_16be_bd93); // -2.77777777770155933842e-3
    const P3: f64 = f64::from_bits(0x3f11_566a_af25_de2c); // 6.61375632143793436117e-5
    const P4: f64 = f64::from_bits(0xbebb_bd41_c5d2_6bf1); // -1.65339022054652515390e-6
    const P5: f64 = f64::from_bits(0x3e66_3769_72be_a4d0); // 4.13813679705723846039e-8

    let hx = high_word(x);
    let negative = hx < 0;
    let hx = hx & 0x7fff_ffff;
    if hx >= 0x4086_2e42 {
        // |x| >= 709.78..., or not finite
        if hx >= EXP_MASK {
            if (hx & 0xf_ffff) as u32 | low_word(x) != 0 {
                return x + x; // NaN
            }
            return if negative { 0.0 } else { x }; // exp(+-inf) = inf, 0
        }
        if x > O_THRESHOLD {
            return HUGE * HUGE; // overflow
        }
        if x < U_THRESHOLD {
            return TWOM1000 * TWOM1000; // underflow
        }
    }

    // Argument reduction: x = k*ln2 + (hi - lo).
    let (mut k, mut hi, mut lo) = (0, 0.0, 0.0);
    let mut x = x;
    if hx > 0x3fd6_2e42 {
        // |x| > ln2/2
        if hx < 0x3ff0_a2b2 {
            // and |x| < 1.5*ln2: k = +-1
            (hi, lo, k) = if negative { (x + LN2_HI, -LN2_LO, -1) } else { (x - LN2_HI, LN2_LO, 1) };
        } else {
            k = (INVLN2 * x + if negative { -0.5 } else { 0.5 }) as i32;
            let t = k as f64;
            hi = x - t * LN2_HI; // exact
            lo = t * LN2_LO;
        }
        x = hi - lo;
    } else if hx < 0x3e30_0000 {
        return 1.0 + x; // |x| < 2^-28
    }

    let t = x * x;
    let c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if k == 0 {
        return 1.0 - ((x * c) / (c - 2.0) - x);
    }
    let y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
    // Add k to y's exponent, in two steps when 2^k is subnormal.
    if k >= -1021 {
        with_high_word(y, high_word(y).wrapping_add(k << 20))
    } else {
        with_high_word(y, high_word(y).wrapping_add((k + 1000) << 20)) * TWOM1000
    }
}

/// `StrictMath.expm1`.
///
/// Reduces x = k*ln2 + r as [`exp`] does, with a correction c for the rounding of r; on the
/// reduced argument, expm1(r) = r + r^2/2 + r^3/2 * (3 - (R1 + R1*r/2))/(6 - r*(3 - R1*r/2)),
/// R1 a Remez fit of degree 5 in r^2; then 2^k*(expm1(r) + 1) - 1 in the form that loses least
/// for the size of k.
pub fn expm1(x: f64) -> f64 {
    // Coefficients of R1, scaled by 2^i (with z = r^2/2).
    const Q1: f64 = f64::from_bits(0xbfa1_1111_1111_10f4); // -3.33333333333331316428e-2
    const Q2: f64 = f64::from_bits(0x3f5a_01a0_19fe_5585); // 1.58730158725481460165e-3
    const Q3: f64 = f64::from_bits(0xbf14_ce19_9eaa_dbb7); // -7.93650757867487942473e-5
    const Q4: f64 = f64::from_bits(0x3ed0_cfca_86e6_5239); // 4.00821782732936239552e-6
    const Q5: f64 = f64::from_bits(0xbe8a_fdb7_6e09_c32d); // -2.01099218183624371326e-7

    let hx = high_word(x);
    let negative = hx < 0;
    let hx = hx & 0x7fff_ffff;

    if hx >= 0x4043_687a {
        // |x| >= 56*ln2
        if hx >= 0x4086_2e42 {
            // |x| >= 709.78...
            if hx >= EXP_MASK {
                if (hx & 0xf_ffff) as u32 | low_word(x) != 0 {
                    return x + x; // NaN
                }
                return if negative { -1.0 } else { x }; // expm1(+-inf) = -1, inf
            }
            if x > O_THRESHOLD {
                return HUGE * HUGE; // overflow
            }
        }
        if negative {
            return TINY - 1.0; // x < -56*ln2: -1 with inexact
        }
    }

    // Argument reduction: x = k*ln2 + r with r = hi - lo rounded and c its rounding error.
    let mut x = x;
    let mut c = 0.0;
    let k;
    if hx > 0x3fd6_2e42 {
        // |x| > ln2/2
        let (hi, lo);
        if hx < 0x3ff0_a2b2 {
            // and |x| < 1.5*ln2
            (hi, lo, k) = if negative { (x + LN2_HI, -LN2_LO, -1) } else { (x - LN2_HI, LN2_LO, 1) };
        } else {
            k = (INVLN2 * x + if negative { -0.5 } else { 0.5 }) as i32;
            let t = k as f64;
            hi = x - t * LN2_HI; // exact
            lo = t * LN2_LO;
        }
        x = hi - lo;
        c = (hi - x) - lo;
    } else if hx < 0x3c90_0000 {
        return x; // |x| < 2^-54
    } else {
        k = 0;
    }

    // x is now in the primary range.
    let hfx = 0.5 * x;
    let hxs = x * hfx;
    let r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
    let t = 3.0 - r1 * hfx;
    let mut e = hxs * ((r1 - t) / (6.0 - x * t));
    if k == 0 {
        return x - (x * e - hxs); // c is 0
    }
    e = x * (e - c) - c;
    e -= hxs;
    if k == -1 {
        return 0.5 * (x - e) - 0.5;
    }
    if k == 1 {
        return if x < -0.25 { -2.0 * (e - (x + 0.5)) } else { 1.0 + 2.0 * (x - e) };
    }
    let add_k_to_exponent = |y: f64| with_high_word(y, high_word(y).wrapping_add(k << 20));
    if k <= -2 || k > 56 {
        // exp(x) - 1 is exp(x), or -1, to the precision that matters.
        let y = 1.0 - (e - x);
        return add_k_to_exponent(y) - 1.0;
    }
    if k < 20 {
        let t = from_words(0x3ff0_0000 - (0x20_0000 >> k), 0); // 1 - 2^-k
        add_k_to_exponent(t - (e - x))
    } else {
        let t = from_words((0x3ff - k) << 20, 0); // 2^-k
        let y = (x - (e + t)) + 1.0;
        add_k_to_exponent(y)
    }
}

/// `StrictMath.sinh`: sign(x)/2 * (E + E/(E+1)) with E = expm1(|x|) below 22, exp(|x|)/2 up to
/// ln(MAX_VALUE), exp(|x|/2)/2 * exp(|x|/2) up to the overflow threshold.
pub fn sinh(x: f64) -> f64 {
    const SHUGE: f64 = 1.0e307;
    let jx = high_word(x);
    let ix = jx & 0x7fff_ffff;
    if ix >= EXP_MASK {
        return x + x; // inf or NaN
    }
    let h = if jx < 0 { -0.5 } else { 0.5 };
    if ix < 0x4036_0000 {
        // |x| < 22
        if ix < 0x3e30_0000 {
            return x; // |x| < 2^-28
        }
        let t = expm1(x.abs());
        if ix < 0x3ff0_0000 {
            return h * (2.0 * t - t * t / (t + 1.0));
        }
        return h * (t + t / (t + 1.0));
    }
    if ix < 0x4086_2e42 {
        return h * exp(x.abs()); // |x| in [22, log(MAX_VALUE)]
    }
    if below_exp_overflow_twice(ix, low_word(x)) {
        let w = exp(0.5 * x.abs());
        let t = h * w;
        return t * w;
    }
    x * SHUGE // overflow
}

/// Whether |x|, given by its words, is at most the threshold 710.4758600739439 beyond which
/// sinh and cosh overflow.
fn below_exp_overflow_twice(ix: i32, lx: u32) -> bool {
    ix < 0x4086_33ce || (ix == 0x4086_33ce && lx <= 0x8fb9_f87d)
}

/// `StrictMath.cosh`: 1 + E^2/(2*(1+E)) with E = expm1(|x|) below ln2/2, (exp(|x|) + 1/exp(|x|))/2
/// below 22, then exp(|x|)/2 and exp(|x|/2)/2 * exp(|x|/2) as in [`sinh`].
pub fn cosh(x: f64) -> f64 {
    let ix = high_word(x) & 0x7fff_ffff;
    if ix >= EXP_MASK {
        return x * x; // inf or NaN
    }
    if ix < 0x3fd6_2e43 {
        // |x| < ln2/2
        let t = expm1(x.abs());
        let w = 1.0 + t;
        if ix < 0x3c80_0000 {
            return w; // cosh(tiny) = 1
        }
        return 1.0 + (t * t) / (w + w);
    }
    if ix < 0x4036_0000 {
        // |x| < 22
        let t = exp(x.abs());
        return 0.5 * t + 0.5 / t;
    }
    if ix < 0x4086_2e42 {
        return 0.5 * exp(x.abs());
    }
    if below_exp_overflow_twice(ix, low_word(x)) {
        let w = exp(0.5 * x.abs());
        let t = 0.5 * w;
        return t * w;
    }
    HUGE * HUGE // overflow
}

/// `StrictMath.tanh`: x*(1+x) below 2^-55, -t/(t+2) with t = expm1(-2|x|) below 1,
/// 1 - 2/(t+2) with t = expm1(2|x|) below 22, and +-1 beyond.
pub fn tanh(x: f64) -> f64 {
    let jx = high_word(x);
    let ix = jx & 0x7fff_ffff;
    if ix >= EXP_MASK {
        // tanh(+-inf) = +-1, tanh(NaN) = NaN
        return if jx >= 0 { 1.0 / x + 1.0 } else { 1.0 / x - 1.0 };
    }
    let z = if ix < 0x4036_0000 {
        // |x| < 22
        if ix < 0x3c80_0000 {
            return x * (1.0 + x); // |x| < 2^-55
        }
        if ix >= 0x3ff0_0000 {
            let t = expm1(2.0 * x.abs());
            1.0 - 2.0 / (t + 2.0)
        } else {
            let t = expm1(-2.0 * x.abs());
            -t / (t + 2.0)
        }
    } else {
        1.0 - TINY // |x| >= 22: 1 with inexact
    };
    if jx >= 0 {
        z
    } else {
        -z
    }
}

// ---------------------------------------------------------------------------------------------
// Remainder.
// ---------------------------------------------------------------------------------------------

/// `StrictMath.IEEEremainder(x, p)`: x - n*p with n the integer nearest x/p (the even one on a
/// tie), which is exact. As fdlibm: fmod brings |x| below 2|p|, then at most two subtractions of
/// |p| bring it to within |p|/2.
pub fn remainder(x: f64, p: f64) -> f64 {
    let hx = high_word(x);
    let lx = low_word(x);
    let hp = high_word(p) & 0x7fff_ffff;
    let lp = low_word(p);
    let sign = hx & i32::MIN;
    let hx = hx & 0x7fff_ffff;
    if hp as u32 | lp == 0 || hx >= EXP_MASK || (hp >= EXP_MASK && (hp - EXP_MASK) as u32 | lp != 0) {
        return (x * p) / (x * p); // p = 0, x not finite, or p NaN
    }
    let mut x = x;
    if hp <= 0x7fdf_ffff {
        x %= p + p; // fmod, exact: now |x| < 2|p|
    }
    if hx == hp && lx == lp {
        return 0.0 * x; // |x| = |p|
    }
    let mut x = x.abs();
    let p = p.abs();
    if hp < 0x0020_0000 {
        // |p| < 2^-1021: p/2 may be inexact, compare 2|x| with |p|.
        if x + x > p {
            x -= p;
            if x + x >= p {
                x -= p;
            }
        }
    } else {
        let p_half = 0.5 * p;
        if x > p_half {
            x -= p;
            if x >= p_half {
                x -= p;
            }
        }
    }
    with_high_word(x, high_word(x) ^ sign)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// The function a table line names; `exp` is `StrictMath.exp`, which the hyperbolic functions
    /// use.
    fn unary(name: &str) -> Option<fn(f64) -> f64> {
        Some(match name {
            "sin" => sin,
            "cos" => cos,
            "tan" => tan,
            "asin" => asin,
            "acos" => acos,
            "atan" => atan,
            "log" => log,
            "log10" => log10,
            "log1p" => log1p,
            "expm1" => expm1,
            "exp" => exp,
            "sinh" => sinh,
            "cosh" => cosh,
            "tanh" => tanh,
            _ => return None,
        })
    }

    /// Checks lines `name input-bits [input-bits] expected-bits` (hex) of a table `java` wrote
    /// (tests/data/StrictMathTable.java); returns per function the number of inputs and the
    /// mismatches. The bits must be equal, except that any NaN matches a NaN (Java does not
    /// specify NaN payloads).
    fn check(table: &str) -> BTreeMap<String, (usize, Vec<String>)> {
        let mut results: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
        for line in table.lines().filter(|l| !l.trim().is_empty()) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let num = |s: &str| f64::from_bits(u64::from_str_radix(s, 16).expect("a hex word"));
            let (name, got, expected) = match fields[..] {
                ["atan2", y, x, r] => ("atan2", atan2(num(y), num(x)), num(r)),
                ["IEEEremainder", x, p, r] => ("IEEEremainder", remainder(num(x), num(p)), num(r)),
                [name, x, r] => (name, unary(name).expect("a known function")(num(x)), num(r)),
                _ => panic!("malformed line {line:?}"),
            };
            let entry = results.entry(name.to_string()).or_default();
            entry.0 += 1;
            let same = got.to_bits() == expected.to_bits() || (got.is_nan() && expected.is_nan());
            if !same {
                entry.1.push(format!("{line}: got {:016x} ({got:e}), want {expected:e}", got.to_bits()));
            }
        }
        results
    }

    fn report(results: &BTreeMap<String, (usize, Vec<String>)>) -> usize {
        let mut total = 0;
        for (name, (count, bad)) in results {
            eprintln!("{name}: {count} inputs, {} mismatches", bad.len());
            for b in bad.iter().take(5) {
                eprintln!("  {b}");
            }
            total += bad.len();
        }
        total
    }

    #[test]
    fn bits_equal_java_strictmath() {
        let table = include_str!("../../tests/data/strictmath_fdlibm.txt");
        let results = check(table);
        assert_eq!(results.len(), 16, "a table for each function");
        assert_eq!(report(&results), 0);
    }

    /// The check at scale: `WEFT_FDLIBM_TABLE=file cargo test -p weft-vm --release fdlibm --
    /// --ignored`, with a file from `java StrictMathTable.java 100000 SEED`.
    #[test]
    #[ignore]
    fn bits_equal_java_strictmath_file() {
        let path = std::env::var("WEFT_FDLIBM_TABLE").expect("WEFT_FDLIBM_TABLE names a table");
        let table = std::fs::read_to_string(path).expect("a readable table");
        assert_eq!(report(&check(&table)), 0);
    }

    /// Every exponent, both signs and a few significands, through every function: none panics
    /// (with overflow checks on), the large-argument reduction included.
    #[test]
    fn no_panic_on_any_exponent() {
        let functions: Vec<fn(f64) -> f64> = [
            "sin", "cos", "tan", "asin", "acos", "atan", "log", "log10", "log1p", "expm1", "exp", "sinh", "cosh",
            "tanh",
        ]
        .iter()
        .map(|n| unary(n).unwrap())
        .collect();
        for exponent in 0..=0x7ffu64 {
            for significand in [0, 1, 0x8_0000_0000_0000, 0xf_ffff_ffff_ffff, 0x5_5555_5555_5555, 0x2_4924_9249_2492] {
                for sign in [0, 1u64 << 63] {
                    let x = f64::from_bits(sign | exponent << 52 | significand);
                    for f in &functions {
                        f(x);
                    }
                    atan2(x, 1.5);
                    atan2(-2.5, x);
                    remainder(x, 1.5);
                    remainder(-2.5, x);
                    remainder(x, x * 0.75);
                }
            }
        }
    }

    #[test]
    fn special_values() {
        assert_eq!(sin(-0.0).to_bits(), (-0.0f64).to_bits());
        assert!(sin(f64::INFINITY).is_nan() && cos(f64::NEG_INFINITY).is_nan() && tan(f64::NAN).is_nan());
        assert_eq!(log(0.0), f64::NEG_INFINITY);
        assert!(log(-1.0).is_nan() && log10(-0.5).is_nan() && log1p(-2.0).is_nan());
        assert_eq!(log1p(-1.0), f64::NEG_INFINITY);
        assert_eq!(expm1(f64::NEG_INFINITY), -1.0);
        assert_eq!(exp(f64::NEG_INFINITY), 0.0);
        assert_eq!(tanh(f64::NEG_INFINITY), -1.0);
        assert_eq!(sinh(f64::NEG_INFINITY), f64::NEG_INFINITY);
        assert_eq!(cosh(f64::NEG_INFINITY), f64::INFINITY);
        assert_eq!(atan2(-0.0, -1.0), -std::f64::consts::PI);
        // The examples that showed the host's libm differing.
        assert_eq!(sin(2.5), 0.5984721441039564);
    }
}
