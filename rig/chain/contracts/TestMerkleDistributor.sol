// SPDX-License-Identifier: MIT
// A distributor that answers and checks claims as Uniswap's MerkleDistributor does, written for this fixture
// (not Uniswap's code): `token()`, `merkleRoot()` (both immutable: they live in the runtime code), a packed
// bitmap of claimed indexes behind `isClaimed`, and `claim`, which proves
// keccak256(abi.encodePacked(index, account, amount)) to the root with each pair hashed in sorted order (as
// OpenZeppelin's MerkleProof does), marks the index claimed and sends the tokens. Same errors and event.
// Compiled by ./compileContracts.ts with solc-js 0.8.30, optimizer on (200 runs), evmVersion cancun.
pragma solidity 0.8.30;

contract TestMerkleDistributor {
    error AlreadyClaimed();
    error InvalidProof();

    event Claimed(uint256 index, address account, uint256 amount);

    address public immutable token;
    bytes32 public immutable merkleRoot;
    mapping(uint256 => uint256) private claimedWords;

    constructor(address token_, bytes32 merkleRoot_) {
        token = token_;
        merkleRoot = merkleRoot_;
    }

    function isClaimed(uint256 index) public view returns (bool) {
        uint256 mask = uint256(1) << (index % 256);
        return claimedWords[index / 256] & mask == mask;
    }

    function claim(uint256 index, address account, uint256 amount, bytes32[] calldata merkleProof) external {
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
