// SPDX-License-Identifier: MIT
// A distributor with a claim deadline, answering as Uniswap's MerkleDistributorWithDeadline does, written for
// this fixture (not Uniswap's code): TestMerkleDistributor's getters and claim, plus `endTime()` (immutable),
// after which `claim` reverts with ClaimWindowFinished. Same leaves, proofs and errors otherwise.
// Compiled by ./compileContracts.ts with solc-js 0.8.30, optimizer on (200 runs), evmVersion cancun.
pragma solidity 0.8.30;

contract TestDeadlineDistributor {
    error AlreadyClaimed();
    error InvalidProof();
    error ClaimWindowFinished();

    event Claimed(uint256 index, address account, uint256 amount);

    address public immutable token;
    bytes32 public immutable merkleRoot;
    uint256 public immutable endTime;
    mapping(uint256 => uint256) private claimedWords;

    constructor(address token_, bytes32 merkleRoot_, uint256 endTime_) {
        token = token_;
        merkleRoot = merkleRoot_;
        endTime = endTime_;
    }

    function isClaimed(uint256 index) public view returns (bool) {
        uint256 mask = uint256(1) << (index % 256);
        return claimedWords[index / 256] & mask == mask;
    }

    function claim(uint256 index, address account, uint256 amount, bytes32[] calldata merkleProof) external {
        if (block.timestamp > endTime) revert ClaimWindowFinished();
        if (isClaimed(index)) revert AlreadyClaimed();
        bytes32 node = keccak256(abi.encodePacked(index, account, amount));
        for (uint256 step = 0; step < merkleProof.length; step++) {
            bytes32 sibling = merkleProof[step];
            node = node < sibling
                ? keccak256(abi.encodePacked(node, sibling))
                : keccak256(abi.encodePacked(sibling, node));
        }
        if (node != merkleRoot) revert InvalidProof();
        claimedWords[index / 256] |= uint256(1) << (index % 256);
        (bool sent, bytes memory answer) = token.call(abi.encodeWithSignature("transfer(address,uint256)", account, amount));
        require(sent && (answer.length == 0 || abi.decode(answer, (bool))), "transfer failed");
        emit Claimed(index, account, amount);
    }
}
