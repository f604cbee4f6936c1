// SPDX-License-Identifier: MIT
// Stands in for the distributor of an owner's OpenZeppelin list, whatever its getters are named: a call
// without arguments (the root getter: merkleRoot(), MERKLE_ROOT()...) answers the root in storage slot 0, a
// call with one (the claimed getter, by account or index) answers 0: false, or nothing claimed yet.
// Compiled by ./compileContracts.ts with solc-js 0.8.30, optimizer on (200 runs), evmVersion cancun.
pragma solidity 0.8.30;

contract StandInDistributor {
    bytes32 private root;

    constructor(bytes32 root_) {
        root = root_;
    }

    fallback(bytes calldata data) external returns (bytes memory) {
        return data.length == 4 ? abi.encode(root) : abi.encode(uint256(0));
    }
}
