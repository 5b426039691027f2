#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Route B, wave64: the EXEC mask of every block, explicit in the translated IR (translate.py).

exec_masks() is what translate.py uses: see its docstring. reconverge() (bar.warp.sync at the joins,
the first attempt) is kept for reference and tests; the H200 showed that NVIDIA does not keep a warp
converged after it (MISMATCHES.md), so masks are now passed explicitly instead.

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


CASE = re.compile(r"(i\d+) (-?\d+|true|false), label %([-\w.$]+|\"[^\"]*\")")


CALL = re.compile(r"^\s+(?:%\S+ = )?(?:tail |musttail |notail )?call [^@]*@([-\w.$]+|\"[^\"]*\")\(")
DEFINE = re.compile(r"^define [^@]*@([-\w.$]+|\"[^\"]*\")\(", re.M)


def exec_masks(text):
    """Computes each block's EXEC mask (its warp's part: 32 bits) as an SSA value, as an AMD wave
    has it, and substitutes it for the placeholder __SCALE_EXEC__ that wave64_sites() put into the
    wave-wide calls:
      * a kernel's entry: the warp's existing lanes (__scale_emul_wave64_kernel_exec); another
        function's entry: the mask its caller stored just before the call
        (__scale_emul_wave64_call_exec / _callee_exec; __activemask() if the caller is not one of
        this module's blocks, e.g. a call through a pointer);
      * a conditional branch of block Y splits exec(Y) with llvm.nvvm.vote.ballot.sync(exec(Y), c)
        (then / else: t, exec ^ t; a switch per case value); the .sync makes every lane of exec(Y)
        meet there, so nothing relies on NVIDIA reconverging the warp by itself;
      * at the reconvergence point P of a branch B (its ipdom, B dominating it, B on no cycle that
        avoids P) or of a loop (the loop's first post-dominator outside it, the preheader
        dominating it and post-dominated by it), exec(P) = exec(B): the lanes that diverged there
        are together again, as after AMD's structurizer; its back edges, if P heads a loop, bring
        the lanes that go on (a phi);
      * elsewhere a phi of the incoming edges' masks (one predecessor: its edge's mask).
    A function with a terminator this does not parse keeps the placeholder as 0 (the emulation
    then uses __activemask())."""
    lines = text.split("\n")
    out, i, counter = [], 0, [0]
    defined = {m for m in DEFINE.findall(text) if not m.startswith("__scale_emul")}

    def fresh(kind):
        counter[0] += 1
        return "%%scale.%s.%d" % (kind, counter[0])
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
        is_kernel = "amdgpu_kernel" in line or "ptx_kernel" in line
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
        blocks = {n: body[a:b] for n, (a, b) in zip(names, zip(starts, starts[1:]))}
        succ = {n: [x for l in blocks[n] for x in SUCC.findall(l)] for n in names}
        known = set(names)
        ok = all(x in known for ss in succ.values() for x in ss)
        terms = {}
        for n in names:
            ts = [k for k, l in enumerate(blocks[n]) if TERM.match(l)]
            if not ts:
                ok = False
                break
            t = ts[-1]
            kind = TERM.match(blocks[n][t]).group(1)
            if kind in ("indirectbr", "callbr", "invoke", "resume"):
                ok = False
            terms[n] = t
        calls_defined = any(m and m.group(1) in defined for m in map(CALL.match, body))
        if not ok or ("__SCALE_EXEC__" not in "\n".join(body) and not calls_defined):
            out.append(line)
            out.extend(l.replace("__SCALE_EXEC__", "0") for l in body)
            out.append("}")
            i = j + 1
            continue
        entry = names[0]
        idom = idoms(names, succ, entry)
        recon = {}  # P -> the outermost B that reconverges there
        for b, ps in plan(names, succ):
            for p in ps:
                if p not in recon or dominates(idom, b, recon[p]):
                    recon[p] = b
        preds = {n: [] for n in names}
        for n in names:
            for x in succ[n]:
                preds[x].append(n)
        exec_of, edge, extra_end, extra_top = {}, {}, {n: [] for n in names}, {n: [] for n in names}
        e0 = fresh("exec")
        extra_top[entry].append("  %s = call i32 %s()" % (
            e0, "@__scale_emul_wave64_kernel_exec" if is_kernel else "@__scale_emul_wave64_callee_exec"))
        exec_of[entry] = e0
        # names first (phis may refer forward), instructions after
        reach = [n for n in names if n in idom]
        for n in reach:
            if n != entry:
                exec_of[n] = fresh("exec")
        for n in names:
            if n not in idom:
                exec_of[n] = fresh("exec")
                extra_top[n].append("  %s = call i32 @llvm.nvvm.activemask()" % exec_of[n])
        for y in names:
            ex = exec_of[y]
            term = blocks[y][terms[y]]
            tgt = list(dict.fromkeys(succ[y]))
            if len(tgt) < 2:
                for x in tgt:
                    edge[(y, x)] = ex
                continue
            m = re.match(r"^\s+br i1 (.+?), label %([-\w.$]+|\"[^\"]*\"), label %([-\w.$]+|\"[^\"]*\")", term)
            if m:
                t, f = fresh("then"), fresh("else")
                extra_end[y] += ["  %s = call i32 @llvm.nvvm.vote.ballot.sync(i32 %s, i1 %s)" % (t, ex, m.group(1)),
                                 "  %s = xor i32 %s, %s" % (f, t, ex)]
                edge[(y, m.group(2))], edge[(y, m.group(3))] = t, f
                continue
            m = re.match(r"^\s+switch (i\d+) (.+?), label %([-\w.$]+|\"[^\"]*\") \[", term)
            if not m:
                raise ValueError("unparsed terminator: " + term)
            ty, val, default = m.group(1), m.group(2), m.group(3)
            sw = " ".join(blocks[y][terms[y]:])
            cases = CASE.findall(sw[sw.index("["):])
            per, allc = {}, None
            for cty, k, x in cases:
                c, b = fresh("case"), fresh("ballot")
                extra_end[y] += ["  %s = icmp eq %s %s, %s" % (c, ty, val, k),
                                 "  %s = call i32 @llvm.nvvm.vote.ballot.sync(i32 %s, i1 %s)" % (b, ex, c)]
                if x != default:
                    if x in per:
                        o = fresh("or")
                        extra_end[y].append("  %s = or i32 %s, %s" % (o, per[x], b))
                        per[x] = o
                    else:
                        per[x] = b
                    if allc is None:
                        allc = b
                    else:
                        o = fresh("or")
                        extra_end[y].append("  %s = or i32 %s, %s" % (o, allc, b))
                        allc = o
            for x, v in per.items():
                edge[(y, x)] = v
            if allc is None:
                edge[(y, default)] = ex
            else:
                d = fresh("default")
                extra_end[y].append("  %s = xor i32 %s, %s" % (d, allc, ex))
                edge[(y, default)] = d
        for x in reach:
            if x == entry:
                continue
            back = [y for y in preds[x] if y in idom and dominates(idom, x, y)]
            incoming = []
            for y in dict.fromkeys(preds[x]):
                v = exec_of[recon[x]] if (x in recon and y not in back) else edge.get((y, x), "0")
                if y not in idom:
                    v = "0"
                incoming += [(v, y)] * preds[x].count(y)
            vals = {v for v, _ in incoming}
            if len(vals) == 1 and not back:
                extra_top[x].append("  %s = or i32 %s, 0" % (exec_of[x], vals.pop()))
            else:
                extra_top[x].append("  %s = phi i32 %s" % (exec_of[x], ", ".join("[ %s, %%%s ]" % vy for vy in incoming)))
        new = []
        for n in names:
            blk = list(blocks[n])
            ex = exec_of[n]
            blk = [l.replace("__SCALE_EXEC__", ex) for l in blk]
            # a call of a function of this module hands it the caller's mask (its entry reads it)
            calls = []
            for l in blk:
                m = CALL.match(l)
                if m and m.group(1) in defined:
                    calls.append("  call void @__scale_emul_wave64_call_exec(i32 %s)" % ex)
                calls.append(l)
            t = terms[n] + (len(calls) - len(blk))  # the terminator is after every call
            blk = calls
            blk = blk[:t] + extra_end[n] + blk[t:]
            k = 1 if LABEL.match(blk[0]) else 0
            while k < len(blk) and re.match(r"^\s+%\S+ = phi ", blk[k]):
                k += 1
            if n == entry:
                k = 1 if LABEL.match(blk[0]) else 0
            blk = blk[:k] + extra_top[n] + blk[k:]
            new.extend(blk)
        out.append(line)
        out.extend(new)
        out.append("}")
        i = j + 1
    text = "\n".join(out)
    if counter[0]:
        text += ("\ndeclare i32 @llvm.nvvm.activemask()\ndeclare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)\n"
                 "declare i32 @__scale_emul_wave64_kernel_exec()\ndeclare i32 @__scale_emul_wave64_callee_exec()\n"
                 "declare void @__scale_emul_wave64_call_exec(i32)\n")
    return text
