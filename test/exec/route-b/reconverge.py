#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Route B, wave64: explicit warp reconvergence in the translated IR (translate.py --wave64).

On AMD, the lanes of a wave that diverge at a branch execute together again at its immediate
post-dominator (the structurizer's join): the EXEC mask there is the one of the branch. NVIDIA does
not promise that (independent thread scheduling): the lanes of an `if` may run on past the join
before the others arrive, and do so once the `if` spins (the wave64 meetings wait for the other
warp), so a later wave-wide operation would see a fragment of the warp as its EXEC. So every
divergence point B gets `%m = llvm.nvvm.activemask()` before its terminator and its reconvergence
point P a `llvm.nvvm.bar.warp.sync(%m)` after P's phis (exited lanes do not block it):
  * a conditional branch or switch B, P = ipdom(B), if B dominates P and B is not on a cycle that
    avoids P (a loop's exit branch: lanes leave it in different iterations);
  * a loop with one preheader Ph: P = the first post-dominator of the header outside the loop, if
    Ph dominates P and P post-dominates Ph (the lanes that enter the loop leave it at different
    iterations and all meet at P).
Functions are parsed from LLVM text: blocks, their successors (`label %x` operands), dominators
and post-dominators (Cooper-Harvey-Kennedy), natural loops from back edges."""
import re

LABEL = re.compile(r'^([-\w.$]+|"[^"]*"):')
SUCC = re.compile(r'label %([-\w.$]+|"[^"]*")')
TERM = re.compile(r"^\s+(br|switch|indirectbr|ret|unreachable|resume|callbr|invoke)\b")


def idoms(nodes, succ, entry):
    """Immediate dominators over `succ` from `entry` (nodes unreachable from entry: absent)."""
    order, seen = [], set()
    stack = [(entry, iter(succ.get(entry, ())))]
    seen.add(entry)
    while stack:
        n, it = stack[-1]
        for s in it:
            if s not in seen:
                seen.add(s)
                stack.append((s, iter(succ.get(s, ()))))
                break
        else:
            order.append(n)
            stack.pop()
    rpo = order[::-1]
    num = {n: i for i, n in enumerate(rpo)}
    pred = {n: [] for n in rpo}
    for n in rpo:
        for s in succ.get(n, ()):
            if s in num:
                pred[s].append(n)
    idom = {entry: entry}

    def meet(a, b):
        while a != b:
            while num[a] > num[b]:
                a = idom[a]
            while num[b] > num[a]:
                b = idom[b]
        return a
    changed = True
    while changed:
        changed = False
        for n in rpo[1:]:
            ps = [p for p in pred[n] if p in idom]
            if not ps:
                continue
            new = ps[0]
            for p in ps[1:]:
                new = meet(p, new)
            if idom.get(n) != new:
                idom[n] = new
                changed = True
    return idom


def dominates(idom, a, b):
    while True:
        if a == b:
            return True
        if b not in idom or idom[b] == b:
            return False
        b = idom[b]


def plan(blocks, succ):
    """[(capture block, [sync blocks])] for one function's CFG (blocks in text order)."""
    EXIT = "\0exit"
    entry = blocks[0]
    idom = idoms(blocks, succ, entry)
    rsucc = {EXIT: []}
    for b in blocks:
        rsucc.setdefault(b, [])
    for b in blocks:
        if not succ[b]:
            rsucc[EXIT].append(b)
        for s in succ[b]:
            rsucc[s].append(b)
    ipdom = idoms(blocks + [EXIT], rsucc, EXIT)

    def reaches_avoiding(starts, target, avoid):
        seen, work = set(), list(starts)
        while work:
            n = work.pop()
            if n == avoid or n in seen:
                continue
            if n == target:
                return True
            seen.add(n)
            work.extend(succ[n])
        return False
    syncs = {}
    for b in blocks:
        if len(set(succ[b])) < 2 or b not in idom:
            continue
        p = ipdom.get(b)
        if p is None or p == EXIT or not dominates(idom, b, p):
            continue
        if reaches_avoiding(succ[b], b, p):
            continue
        syncs.setdefault(b, []).append(p)
    # natural loops
    pred = {b: [] for b in blocks}
    for b in blocks:
        for s in succ[b]:
            pred[s].append(b)
    for x in blocks:
        for h in succ[x]:
            if x not in idom or not dominates(idom, h, x):
                continue
            body, work = {h}, [x]
            while work:
                n = work.pop()
                if n not in body:
                    body.add(n)
                    work.extend(pred[n])
            pre = [q for q in pred[h] if q not in body]
            if len(pre) != 1:
                continue
            p = ipdom.get(h)
            while p is not None and p != EXIT and p in body:
                p = ipdom.get(p)
            # every lane of the preheader's mask must arrive: p post-dominates the preheader too
            if p is None or p == EXIT or not dominates(idom, pre[0], p) or not dominates(ipdom, p, pre[0]):
                continue
            if p not in syncs.get(pre[0], []):
                syncs.setdefault(pre[0], []).append(p)
    return [(b, syncs[b]) for b in blocks if b in syncs]


def reconverge(text):
    """Adds the activemask / bar.warp.sync pairs to every function defined in `text`."""
    lines = text.split("\n")
    out, i, counter = [], 0, 0
    while i < len(lines):
        line = lines[i]
        if not (line.startswith("define ") and line.rstrip().endswith("{")):
            out.append(line)
            i += 1
            continue
        j = i + 1
        while lines[j] != "}":
            j += 1
        body = lines[i + 1:j]
        # blocks: name -> [line indexes into body]
        names, starts = ["\0entry"], [0]
        for k, l in enumerate(body):
            m = LABEL.match(l)
            if m:
                if k == 0:
                    names[0] = m.group(1)
                else:
                    names.append(m.group(1))
                    starts.append(k)
        starts.append(len(body))
        succ = {}
        for n, (a, b) in zip(names, zip(starts, starts[1:])):
            succ[n] = [s for l in body[a:b] for s in SUCC.findall(l)]
        known = set(names)
        if any(s not in known for ss in succ.values() for s in ss):
            out.extend(lines[i:j + 1])  # a label we did not parse: leave the function alone
            i = j + 1
            continue
        steps = plan(names, succ)
        before_term, after_phis = {}, {}
        for b, ps in steps:
            counter += 1
            v = "%%scale.reconv.%d" % counter
            before_term[b] = v
            for p in ps:
                after_phis.setdefault(p, []).append(v)
        new = []
        for n, (a, b) in zip(names, zip(starts, starts[1:])):
            blk = body[a:b]
            if n in after_phis:
                k = 1 if LABEL.match(blk[0]) else 0
                while k < len(blk) and re.match(r"^\s+%\S+ = phi ", blk[k]):
                    k += 1
                blk = blk[:k] + ["  call void @llvm.nvvm.bar.warp.sync(i32 %s)" % v for v in after_phis[n]] + blk[k:]
            if n in before_term:
                t = max(k for k, l in enumerate(blk) if TERM.match(l))
                blk = blk[:t] + ["  %s = call i32 @llvm.nvvm.activemask()" % before_term[n]] + blk[t:]
            new.extend(blk)
        out.append(line)
        out.extend(new)
        out.append("}")
        i = j + 1
    text = "\n".join(out)
    if counter:
        text += "\ndeclare i32 @llvm.nvvm.activemask()\ndeclare void @llvm.nvvm.bar.warp.sync(i32)\n"
    return text
