#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Adds an NVPTX image to the HIP fat binary of a host object (the route-C build mode).

The object's .hip_fatbin section holds a clang-offload-bundler bundle ("__CLANG_OFFLOAD_BUNDLE__",
entry count, then offset/size/id-length/id per entry, data 4096-aligned as clang's -bundle-align
writes it). This rewrites the bundle with one more entry, id hip-nvptx64-nvidia-cuda--sm_90 (the
NVIDIA fatbinary of the translation unit's route-B translation), and puts it back with objcopy. A
real HIP runtime never selects that entry (no AMD target id matches); the route-C backend loads it
(backend/FatBinary.h).
Usage: add_nvptx.py <object> <nvidia-image> [--objcopy PATH]
       add_nvptx.py --list <object>     (the bundle's entries: id and size, one per line)
"""
import os
import struct
import subprocess
import sys
import tempfile

MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
NVPTX_ID = "hip-nvptx64-nvidia-cuda--sm_90"
ALIGN = 4096


def fail(msg):
    sys.stderr.write("add_nvptx.py: error: " + msg + "\n")
    sys.exit(1)


def parse(blob):
    if blob[:4] == b"CCOB":
        fail("the fat binary is a compressed bundle (--offload-compress): not supported")
    if not blob.startswith(MAGIC):
        fail("the .hip_fatbin section is not a clang offload bundle")
    pos = len(MAGIC)
    (n,) = struct.unpack_from("<Q", blob, pos)
    pos += 8
    entries = []
    for _ in range(n):
        off, size, idlen = struct.unpack_from("<QQQ", blob, pos)
        pos += 24
        ident = blob[pos:pos + idlen].decode()
        pos += idlen
        entries.append((ident, blob[off:off + size]))
    return entries


def build(entries):
    header = MAGIC + struct.pack("<Q", len(entries))
    table_size = len(header) + sum(24 + len(i.encode()) for i, _ in entries)
    offsets, pos = [], table_size
    for ident, data in entries:
        pos = (pos + ALIGN - 1) // ALIGN * ALIGN if data else pos
        offsets.append(pos)
        pos += len(data)
    out = bytearray(header)
    for (ident, data), off in zip(entries, offsets):
        out += struct.pack("<QQQ", off, len(data), len(ident.encode())) + ident.encode()
    for (ident, data), off in zip(entries, offsets):
        out += b"\0" * (off - len(out)) + data
    return bytes(out)


def section(obj, objcopy, tmp):
    path = os.path.join(tmp, "fatbin.bin")
    subprocess.run([objcopy, "-O", "binary", "--only-section=.hip_fatbin", obj, path], check=True)
    return open(path, "rb").read()  # empty: no device code in the object


def main(argv):
    objcopy = "objcopy"
    if "--objcopy" in argv:
        i = argv.index("--objcopy")
        objcopy = argv[i + 1]
        del argv[i:i + 2]
    with tempfile.TemporaryDirectory() as tmp:
        if len(argv) == 2 and argv[0] == "--list":
            blob = section(argv[1], objcopy, tmp)
            for ident, data in parse(blob) if blob else []:
                print(ident, len(data))
            return
        if len(argv) != 2:
            fail("usage: add_nvptx.py <object> <nvidia-image> | --list <object>")
        obj, image = argv
        blob = section(obj, objcopy, tmp)
        if not blob:
            return  # a translation unit without device code has no fat binary to complete
        entries = [e for e in parse(blob) if e[0] != NVPTX_ID]
        entries.append((NVPTX_ID, open(image, "rb").read()))
        path = os.path.join(tmp, "new.bin")
        open(path, "wb").write(build(entries))
        subprocess.run([objcopy, "--update-section", ".hip_fatbin=" + path, obj], check=True)


if __name__ == "__main__":
    main(sys.argv[1:])
