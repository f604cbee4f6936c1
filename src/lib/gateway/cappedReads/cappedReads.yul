/// Capped reads: a deployless batch reader, sent as `eth_call` data with no `to`. This object is creation code;
/// its constructor reads the entries appended after its own code, runs them in order and returns what they
/// gave. Each call gets its own gas limit and may copy back at most its own number of bytes, so one callee that
/// burns its gas or returns a megabyte costs the others nothing.
///
/// Entries (big-endian, packed), from datasize("CappedReads") to codesize():
///   0x00 call:    kind, target (20), gasCap (4), returnCap (4), data length (4), data
///   0x01 code:    kind, target (20), returnCap (4)
///   0x02 balance: kind, target (20)
/// Answer, per entry run, in order: status (1), gas used (4), size (4), then `size` bytes when copied.
///   status bit 0: the call succeeded (always set for code and balance)
///   status bit 1: its return (or code) was over its returnCap: not copied, `size` says how large it was
///   gas used: gas() before the call minus gas() after it (the call's own 100 included); 0 for code and balance
/// An entry runs only when the gas left gives a call exactly its gasCap under the 63/64 rule, pays for copying
/// the most it may copy, and pays the code deposit (200 a byte) of the answer this far. It also runs only while
/// the answer stays within EIP-170's 24,576 bytes, the most a constructor may return. The first entry that
/// cannot run ends the answer: it and every later one are "not run".
///
/// Memory: bytes 0x00-0x3f hold the entry's head; the answer grows from 0x40; a call's data is copied just
/// past the answer, where its return then lands. Memory stays within the answer plus one entry's data.
/// Compiled by scripts/compileCappedReads.ts into cappedReadsCode.ts.
object "CappedReads" {
  code {
    let entry := datasize("CappedReads")
    let answerEnd := 0x40
    for {} lt(entry, codesize()) {} {
      codecopy(0, entry, 33)
      let kind := shr(248, mload(0))
      let target := shr(96, mload(1))
      let entryNext, entryEnd
      switch kind
      case 0 { entryNext, entryEnd := readCall(entry, answerEnd, target) }
      case 1 { entryNext, entryEnd := readCode(entry, answerEnd, target) }
      case 2 { entryNext, entryEnd := readBalance(entry, answerEnd, target) }
      default { revert(0, 0) }
      if iszero(entryNext) { break }
      entry := entryNext
      answerEnd := entryEnd
    }
    return(0x40, sub(answerEnd, 0x40))

    /// The most the answer may hold: EIP-170's limit on the code a constructor returns.
    function maxAnswer() -> bytes { bytes := 24576 }

    /// Gas kept for what no formula below counts: this entry's own instructions, the loop, the next entry's
    /// check, the final return, and a call to an EIP-7702 account (its delegate's cold access, 2,600). The gas
    /// sweep in cappedReads.test.ts, which runs each read at the least gas that lets it run, needs 3,700 to 4,000
    /// here: 6,000 leaves room for instructions a future compile may add.
    function slack() -> amount { amount := 6000 }

    /// The gas to read a cold account (EIP-2929).
    function coldAccess() -> amount { amount := 2600 }

    function min(a, b) -> c {
      c := a
      if lt(b, a) { c := b }
    }

    function max(a, b) -> c {
      c := a
      if gt(b, a) { c := b }
    }

    /// A value in 4 bytes of the answer: at most 2^32 - 1.
    function u32(x) -> y { y := min(x, 0xffffffff) }

    /// The answer's bytes left for an entry's data after its 9-byte head at `out`: `none` is 1 when the head
    /// itself has no room.
    function room(out) -> bytes, none {
      let used := add(sub(out, 0x40), 9)
      none := gt(used, maxAnswer())
      if iszero(none) { bytes := sub(maxAnswer(), used) }
    }

    /// The gas to grow memory to hold byte `end - 1` (0 when it already does).
    function memoryCost(end) -> cost {
      let words := shr(5, add(end, 31))
      let have := shr(5, msize())
      if gt(words, have) {
        cost := sub(add(mul(3, words), shr(9, mul(words, words))), add(mul(3, have), shr(9, mul(have, have))))
      }
    }

    /// The gas to copy `bytes` within memory (CODECOPY, RETURNDATACOPY, EXTCODECOPY's words), beyond the base.
    function copyCost(bytes) -> cost { cost := add(3, mul(3, shr(5, add(bytes, 31)))) }

    /// The code deposit of an answer that ends before byte `end` of memory.
    function depositCost(end) -> cost { cost := mul(200, sub(end, 0x40)) }

    /// Writes an entry's 9-byte head at `out` (the 23 bytes after it are overwritten by its data, or unused).
    function writeHead(out, status, used, size) {
      mstore(out, or(shl(248, status), or(shl(216, u32(used)), shl(184, u32(size)))))
    }

    /// Runs a call entry; `next` is 0 when it could not run (too little gas, or no room left in the answer).
    function readCall(ptr, out, target) -> next, end {
      let gasCap := shr(224, mload(21))
      let returnCap := shr(224, mload(25))
      let size := shr(224, mload(29))
      let space, none := room(out)
      if none { leave }
      let at := add(out, 9)
      let copyMax := min(returnCap, space)
      let before := add(add(coldAccess(), copyCost(size)), memoryCost(add(at, add(32, max(size, copyMax)))))
      let after := add(copyCost(copyMax), depositCost(add(at, copyMax)))
      if lt(gas(), add(add(before, gasCap), add(max(add(div(gasCap, 63), 1), after), slack()))) { leave }
      codecopy(at, add(ptr, 33), size)
      // EXTCODESIZE POP warms the target's account (2,600 when cold), so that the gas measured around the call
      // is the callee's and a warm call's 100: verbatim, as the optimizer would drop an unused extcodesize.
      verbatim_1i_0o(hex"3b50", target)
      let start := gas()
      let success := call(gasCap, target, 0, at, size, 0, 0)
      let used := sub(start, gas())
      let returned := returndatasize()
      end := at
      if gt(returned, returnCap) {
        writeHead(out, or(success, 2), used, returned)
        next := add(ptr, add(33, size))
        leave
      }
      if gt(returned, copyMax) { leave }
      writeHead(out, success, used, returned)
      returndatacopy(at, 0, returned)
      next := add(ptr, add(33, size))
      end := add(at, returned)
    }

    /// Runs a code entry: the target's code (an EIP-7702 account's is its 23-byte designator).
    function readCode(ptr, out, target) -> next, end {
      let returnCap := shr(224, mload(21))
      let space, none := room(out)
      if none { leave }
      let at := add(out, 9)
      let copyMax := min(returnCap, space)
      let cost := add(add(coldAccess(), copyCost(copyMax)), memoryCost(add(at, add(32, copyMax))))
      if lt(gas(), add(add(cost, depositCost(add(at, copyMax))), add(100, slack()))) { leave }
      let size := extcodesize(target)
      end := at
      if gt(size, returnCap) {
        writeHead(out, 3, 0, size)
        next := add(ptr, 25)
        leave
      }
      if gt(size, copyMax) { leave }
      writeHead(out, 1, 0, size)
      extcodecopy(target, at, 0, size)
      next := add(ptr, 25)
      end := add(at, size)
    }

    /// Runs a balance entry: the target's balance in wei, as 32 bytes.
    function readBalance(ptr, out, target) -> next, end {
      let space, none := room(out)
      if or(none, lt(space, 32)) { leave }
      let at := add(out, 9)
      let cost := add(coldAccess(), memoryCost(add(at, 32)))
      if lt(gas(), add(add(cost, depositCost(add(at, 32))), slack())) { leave }
      writeHead(out, 1, 0, 32)
      mstore(at, balance(target))
      next := add(ptr, 21)
      end := add(at, 32)
    }
  }
}
