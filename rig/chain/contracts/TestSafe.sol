// SPDX-License-Identifier: MIT
// A stand-in for a Safe written for this fixture: the two getters the page asks of an account, with Safe's own
// names and return types (Safe's threshold is a uint256, its owners an address[]).
// Compiled by ./compileContracts.ts with solc-js 0.8.30, optimizer on (200 runs), evmVersion cancun.
pragma solidity 0.8.30;

contract TestSafe {
    address[] private owners;
    uint256 private immutable threshold;

    constructor(address[] memory owners_, uint256 threshold_) {
        owners = owners_;
        threshold = threshold_;
    }

    function getThreshold() external view returns (uint256) {
        return threshold;
    }

    function getOwners() external view returns (address[] memory) {
        return owners;
    }
}
