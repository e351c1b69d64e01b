package org.qicai.plugin.dutch;

/**
 * Fixed-width two's-complement integers stored as {@code w} little-endian 64-bit words inside a
 * {@code long[]} at an offset. The Dutch edge weights are several hundred bits wide (one field per
 * C.04.3 criterion); they are exact integers, never floating point.
 */
final class Wide {
    private Wide() {
    }

    static void zero(long[] a, int ao, int w) {
        for (int k = 0; k < w; k++) {
            a[ao + k] = 0;
        }
    }

    static void copy(long[] a, int ao, long[] r, int ro, int w) {
        System.arraycopy(a, ao, r, ro, w);
    }

    static boolean isZero(long[] a, int ao, int w) {
        for (int k = 0; k < w; k++) {
            if (a[ao + k] != 0) {
                return false;
            }
        }
        return true;
    }

    static boolean isNegative(long[] a, int ao, int w) {
        return a[ao + w - 1] < 0;
    }

    static int signum(long[] a, int ao, int w) {
        if (isNegative(a, ao, w)) {
            return -1;
        }
        return isZero(a, ao, w) ? 0 : 1;
    }

    /** r = a + b (r may alias a or b). */
    static void add(long[] a, int ao, long[] b, int bo, long[] r, int ro, int w) {
        long carry = 0;
        for (int k = 0; k < w; k++) {
            long x = a[ao + k];
            long s = x + b[bo + k];
            long c = Long.compareUnsigned(s, x) < 0 ? 1 : 0;
            long t = s + carry;
            if (carry != 0 && t == 0) {
                c = 1;
            }
            r[ro + k] = t;
            carry = c;
        }
    }

    /** r = a - b (r may alias a or b). */
    static void sub(long[] a, int ao, long[] b, int bo, long[] r, int ro, int w) {
        long borrow = 0;
        for (int k = 0; k < w; k++) {
            long x = a[ao + k];
            long y = b[bo + k];
            long d = x - y;
            long c = Long.compareUnsigned(x, y) < 0 ? 1 : 0;
            long t = d - borrow;
            if (borrow != 0 && d == 0) {
                c = 1;
            }
            r[ro + k] = t;
            borrow = c;
        }
    }

    /** r = a + b − 2·c in one pass (r may not alias c). */
    static void sumMinusTwice(long[] a, int ao, long[] b, int bo, long[] c, int co, long[] r, int ro, int w) {
        long carry = 0;
        long borrow = 0;
        long prev = 0;
        for (int k = 0; k < w; k++) {
            long x = a[ao + k];
            long s = x + b[bo + k];
            long nc = Long.compareUnsigned(s, x) < 0 ? 1 : 0;
            long s2 = s + carry;
            if (carry != 0 && s2 == 0) {
                nc = 1;
            }
            carry = nc;
            long ck = c[co + k];
            long d = (ck << 1) | (prev >>> 63);
            prev = ck;
            long t = s2 - d;
            long nb = Long.compareUnsigned(s2, d) < 0 ? 1 : 0;
            long t2 = t - borrow;
            if (borrow != 0 && t == 0) {
                nb = 1;
            }
            borrow = nb;
            r[ro + k] = t2;
        }
    }

    /** Signed comparison. */
    static int compare(long[] a, int ao, long[] b, int bo, int w) {
        int top = w - 1;
        int c = Long.compare(a[ao + top], b[bo + top]);
        if (c != 0) {
            return c;
        }
        for (int k = top - 1; k >= 0; k--) {
            c = Long.compareUnsigned(a[ao + k], b[bo + k]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** a += v · 2^bit, v a signed small number. */
    static void addShifted(long[] a, int ao, int w, long v, int bit) {
        if (v == 0) {
            return;
        }
        int word = bit >>> 6;
        int off = bit & 63;
        long lo = v << off;
        long hi = off == 0 ? (v < 0 ? -1L : 0L) : (v >> (64 - off));
        // add the sign-extended value (lo, hi, ext, ext, ...) from word
        long ext = v < 0 ? -1L : 0L;
        long carry = 0;
        for (int k = word; k < w; k++) {
            long y = k == word ? lo : (k == word + 1 ? hi : ext);
            long x = a[ao + k];
            long s = x + y;
            long c = Long.compareUnsigned(s, x) < 0 ? 1 : 0;
            long t = s + carry;
            if (carry != 0 && t == 0) {
                c = 1;
            }
            a[ao + k] = t;
            carry = c;
            if (k >= word + 1 && ext == 0 && carry == 0) {
                break;
            }
        }
    }

    /** a = a · 2 (shift left by one). */
    static void twice(long[] a, int ao, long[] r, int ro, int w) {
        long in = 0;
        for (int k = 0; k < w; k++) {
            long x = a[ao + k];
            r[ro + k] = (x << 1) | in;
            in = x >>> 63;
        }
    }

    /** r = a / 2, arithmetic (a is expected even and non-negative where used). */
    static void half(long[] a, int ao, long[] r, int ro, int w) {
        for (int k = 0; k < w; k++) {
            long x = a[ao + k];
            long next = k + 1 < w ? a[ao + k + 1] : (x < 0 ? -1L : 0L);
            r[ro + k] = (x >>> 1) | (next << 63);
        }
    }

    static boolean isOdd(long[] a, int ao) {
        return (a[ao] & 1) != 0;
    }

    static void setSmall(long[] a, int ao, int w, long v) {
        a[ao] = v;
        long ext = v < 0 ? -1L : 0L;
        for (int k = 1; k < w; k++) {
            a[ao + k] = ext;
        }
    }

    /** a = 2^bits − 1. */
    static void setOnes(long[] a, int ao, int w, int bits) {
        for (int k = 0; k < w; k++) {
            int lo = k * 64;
            if (bits >= lo + 64) {
                a[ao + k] = -1L;
            } else if (bits <= lo) {
                a[ao + k] = 0;
            } else {
                a[ao + k] = (1L << (bits - lo)) - 1;
            }
        }
    }

    static String toString(long[] a, int ao, int w) {
        java.math.BigInteger v = java.math.BigInteger.ZERO;
        for (int k = w - 1; k >= 0; k--) {
            v = v.shiftLeft(64).or(new java.math.BigInteger(Long.toUnsignedString(a[ao + k])));
        }
        if (isNegative(a, ao, w)) {
            v = v.subtract(java.math.BigInteger.ONE.shiftLeft(64 * w));
        }
        return v.toString();
    }
}
