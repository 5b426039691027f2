#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""An independent model of the three cuRAND bit generators, written differently from the header:
XORWOW skip-ahead by squaring the 160x160 GF(2) transition matrix (columns as Python ints), MRG32k3a
by Python big-int matrix powers, Philox straight from the paper (checked first against the
Random123 known-answer vector). Prints "<gen>_c<N>_f0 <i> u32 <hex>" for the first 16 draws of the
configurations of device_api_replay.cu, plus extra configurations given on the command line."""
import sys

CONFIGS = [(1234, 0, 0), (0, 0, 0), (0xdeadbeefcafef00d, 3, 17), (42, 1, 0), (42, 0, 1000003),
           (7, 123456789, 5), (99, 0, 1 << 40), (5, 1 << 40, 3)]
M32 = 0xFFFFFFFF

# --- XORWOW ----------------------------------------------------------------------------------
def xs_step(s):  # s: 160-bit int, word i at bits 32*i
    v = [(s >> (32 * i)) & M32 for i in range(5)]
    t = v[0] ^ (v[0] >> 2)
    n4 = (v[4] ^ (v[4] << 4) ^ t ^ (t << 1)) & M32
    v = v[1:] + [n4]
    return sum(w << (32 * i) for i, w in enumerate(v))

def mat_apply(cols, s):
    r, i = 0, 0
    while s:
        if s & 1:
            r ^= cols[i]
        s >>= 1
        i += 1
    return r

def mat_mul(a, b):  # (a*b) column j = a applied to b's column j
    return [mat_apply(a, c) for c in b]

BASE = [xs_step(1 << k) for k in range(160)]
POW2 = {0: BASE}
def xs_pow2(k):  # T^(2^k)
    if k not in POW2:
        m = xs_pow2(k - 1)
        POW2[k] = mat_mul(m, m)
    return POW2[k]

def xs_jump(s, n):
    k = 0
    while n:
        if n & 1:
            s = mat_apply(xs_pow2(k), s)
        n >>= 1
        k += 1
    return s

def xorwow(seed, sub, off, count):
    s0 = (seed & M32) ^ 0xAAD26B49
    s1 = ((seed >> 32) & M32) ^ 0xF7DCEFDD
    t0, t1 = (1099087573 * s0) & M32, (2591861531 * s1) & M32
    d = (6615241 + t1 + t0) & M32
    v = [(123456789 + t0) & M32, 362436069 ^ t0, (521288629 + t1) & M32, 88675123 ^ t1, (5783321 + t0) & M32]
    s = sum(w << (32 * i) for i, w in enumerate(v))
    s = xs_jump(s, (sub << 67) + off)
    d = (d + 362437 * off) & M32
    out = []
    for _ in range(count):
        s = xs_step(s)
        d = (d + 362437) & M32
        out.append(((s >> 128) + d) & M32)
    return out

# --- Philox4x32-10 -----------------------------------------------------------------------------
def philox_block(c, k):
    for r in range(10):
        if r:
            k = [(k[0] + 0x9E3779B9) & M32, (k[1] + 0xBB67AE85) & M32]
        p0, p1 = 0xD2511F53 * c[0], 0xCD9E8D57 * c[2]
        c = [(p1 >> 32) ^ c[1] ^ k[0], p1 & M32, (p0 >> 32) ^ c[3] ^ k[1], p0 & M32]
    return c

assert philox_block([0, 0, 0, 0], [0, 0]) == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8], \
    "Philox model disagrees with the Random123 known-answer vector"

def philox(seed, sub, off, count):
    out, i = [], off
    while len(out) < count:
        ctr = (sub << 64) + i // 4
        block = philox_block([(ctr >> (32 * j)) & M32 for j in range(4)], [seed & M32, (seed >> 32) & M32])
        out.append(block[i % 4])
        i += 1
    return out

# --- MRG32k3a ------------------------------------------------------------------------------
M1, M2 = 4294967087, 4294944443
A1 = [[0, 1, 0], [0, 0, 1], [-810728 % M1, 1403580, 0]]
A2 = [[0, 1, 0], [0, 0, 1], [-1370589 % M2, 0, 527612]]

def mmul(a, b, m):
    return [[sum(a[i][k] * b[k][j] for k in range(3)) % m for j in range(3)] for i in range(3)]

def mpow(a, n, m):
    r = [[int(i == j) for j in range(3)] for i in range(3)]
    while n:
        if n & 1:
            r = mmul(r, a, m)
        a = mmul(a, a, m)
        n >>= 1
    return r

def mvec(a, v, m):
    return [sum(a[i][k] * v[k] for k in range(3)) % m for i in range(3)]

def mrg(seed, sub, off, count):
    s1, s2 = [12345] * 3, [12345] * 3
    if seed:
        x1, x2 = (seed & M32) ^ 0x55555555, ((seed >> 32) & M32) ^ 0xAAAAAAAA
        s1 = [x1 * 12345 % M1, x2 * 12345 % M1, x1 * 12345 % M1]
        s2 = [x2 * 12345 % M2, x1 * 12345 % M2, x2 * 12345 % M2]
    n = (sub << 76) + off
    s1, s2 = mvec(mpow(A1, n, M1), s1, M1), mvec(mpow(A2, n, M2), s2, M2)
    out = []
    for _ in range(count):
        p1 = (1403580 * s1[1] - 810728 * s1[0]) % M1
        p2 = (527612 * s2[2] - 1370589 * s2[0]) % M2
        s1, s2 = s1[1:] + [p1], s2[1:] + [p2]
        z = p1 - p2 if p1 > p2 else p1 - p2 + M1
        out.append(int(float(z) * 1.000000048662) & M32)
    return out

def main():
    configs = CONFIGS + [tuple(int(x, 0) for x in a.split(",")) for a in sys.argv[1:]]
    for name, fn in (("xorwow", xorwow), ("philox", philox), ("mrg", mrg)):
        for c, (seed, sub, off) in enumerate(configs):
            for i, v in enumerate(fn(seed, sub, off, 16)):
                print(f"{name}_c{c}_f0 {i} u32 {v:08x}")
    print("END")

if __name__ == "__main__":
    main()
