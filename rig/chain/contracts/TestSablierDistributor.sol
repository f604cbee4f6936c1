// SPDX-License-Identifier: MIT
// A distributor that answers and checks claims as Sablier's MerkleInstant campaigns do, written for this
// fixture (not Sablier's code): an OpenZeppelin StandardMerkleTree of (uint256 index, address recipient, uint128
// amount), the leaf keccak256(bytes.concat(keccak256(abi.encode(index, recipient, amount)))) proven with
// OpenZeppelin's own MerkleProof, `MERKLE_ROOT()` immutable (it lives in the runtime code), a bitmap of claimed
// indexes behind `hasClaimed(uint256)`, and `claim`, which pays the recipient at once.
// Compiled by ./compileContracts.ts with solc-js 0.8.30, optimizer on (200 runs), evmVersion cancun.
pragma solidity 0.8.30;

import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

contract TestSablierDistributor {
    error AlreadyClaimed(uint256 index);
    error InvalidProof();

    event Claim(uint256 index, address indexed recipient, uint128 amount);

    address public immutable token;
    bytes32 public immutable MERKLE_ROOT;
    mapping(uint256 => uint256) private claimedWords;

    constructor(address token_, bytes32 merkleRoot_) {
        token = token_;
        MERKLE_ROOT = merkleRoot_;
    }

    function hasClaimed(uint256 index) public view returns (bool) {
        uint256 mask = uint256(1) << (index % 256);
        return claimedWords[index / 256] & mask == mask;
    }

    function claim(uint256 index, address recipient, uint128 amount, bytes32[] calldata merkleProof) external {
        if (hasClaimed(index)) revert AlreadyClaimed(index);
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(index, recipient, amount))));
        if (!MerkleProof.verify(merkleProof, MERKLE_ROOT, leaf)) revert InvalidProof();
        claimedWords[index / 256] |= uint256(1) << (index % 256);
        (bool sent, bytes memory answer) =
            token.call(abi.encodeWithSignature("transfer(address,uint256)", recipient, uint256(amount)));
        require(sent && (answer.length == 0 || abi.decode(answer, (bool))), "transfer failed");
        emit Claim(index, recipient, amount);
    }
}
