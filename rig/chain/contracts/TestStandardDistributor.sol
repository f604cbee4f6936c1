// SPDX-License-Identifier: MIT
// A distributor of an OpenZeppelin StandardMerkleTree list of (address account, uint256 amount), written for
// this fixture as OpenZeppelin-based drops are: the leaf is keccak256(bytes.concat(keccak256(abi.encode(account,
// amount)))), proven with OpenZeppelin's own MerkleProof. Its root lives in storage (slot 0), as drops whose
// owner may set it keep it. It pays in parts, so it answers both `hasClaimed(address)` (all of it) and
// `claimedAmount(address)` (how much so far, as 1inch-style cumulative distributors count it).
// Compiled by ./compileContracts.ts with solc-js 0.8.30, optimizer on (200 runs), evmVersion cancun.
pragma solidity 0.8.30;

import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

contract TestStandardDistributor {
    error InvalidProof();
    error NothingLeft();

    event Claimed(address account, uint256 amount);

    bytes32 public merkleRoot;
    address public immutable token;
    mapping(address => uint256) public claimedAmount;
    mapping(address => bool) public hasClaimed;

    constructor(address token_, bytes32 merkleRoot_) {
        token = token_;
        merkleRoot = merkleRoot_;
    }

    /// Pays `part` of the `amount` the list gives `account`; the whole of it over one or more claims.
    function claim(address account, uint256 amount, uint256 part, bytes32[] calldata merkleProof) external {
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(account, amount))));
        if (!MerkleProof.verify(merkleProof, merkleRoot, leaf)) revert InvalidProof();
        uint256 total = claimedAmount[account] + part;
        if (part == 0 || total > amount) revert NothingLeft();
        claimedAmount[account] = total;
        if (total == amount) hasClaimed[account] = true;
        (bool sent, bytes memory answer) = token.call(abi.encodeWithSignature("transfer(address,uint256)", account, part));
        require(sent && (answer.length == 0 || abi.decode(answer, (bool))), "transfer failed");
        emit Claimed(account, part);
    }
}
