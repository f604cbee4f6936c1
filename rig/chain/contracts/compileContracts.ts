/**
 * Compiles every `*.sol` file in this folder with solc-js and writes `artifacts/<ContractName>.json`.
 * Fixed settings: solc-js 0.8.30 (node_modules/solc), optimizer on with 200 runs, evmVersion cancun,
 * metadata hash omitted so the bytecode only changes when the code does.
 * Run after editing a contract: `node rig/chain/contracts/compileContracts.ts` (Node 24).
 * Imports of `@openzeppelin/contracts/...` are read from node_modules (a devDependency), so the test
 * distributors verify proofs with OpenZeppelin's own MerkleProof; only this folder's contracts get artifacts.
 * Tests only read the committed artifacts; nothing compiles at test time.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

type CompiledContract = {
  abi: unknown[];
  evm: { bytecode: { object: string }; deployedBytecode: { object: string } };
};

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, CompiledContract>>;
};

/** Compiler settings used for every artifact. */
const compilerSettings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  metadata: { bytecodeHash: 'none' },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const;

/** Reads an imported source from node_modules (`@openzeppelin/contracts/...`), as solc-js's import callback. */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(createRequire(import.meta.url).resolve(path), 'utf8') };
  } catch {
    return { error: `${path} not found in node_modules` };
  }
}

/** Compiles all sources of this folder and writes one JSON artifact per contract. */
export function compileContracts(): string[] {
  const folder = fileURLToPath(new URL('.', import.meta.url));
  const sources = Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.sol'))
      .map((file) => [file, { content: readFileSync(`${folder}${file}`, 'utf8') }]),
  );
  const input = { language: 'Solidity', sources, settings: compilerSettings };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const problems = (output.errors ?? []).filter((error) => error.severity !== 'info');
  if (problems.length > 0) {
    throw new Error(problems.map((error) => error.formattedMessage).join('\n'));
  }
  mkdirSync(`${folder}artifacts`, { recursive: true });
  const written: string[] = [];
  for (const [source, contracts] of Object.entries(output.contracts)) {
    if (!(source in sources)) continue;
    for (const [contractName, contract] of Object.entries(contracts)) {
      const artifact = {
        contractName,
        source: `rig/chain/contracts/${source}`,
        compiler: `solc-js ${solc.version()}`,
        settings: {
          optimizer: compilerSettings.optimizer,
          evmVersion: compilerSettings.evmVersion,
          metadata: compilerSettings.metadata,
        },
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      };
      writeFileSync(`${folder}artifacts/${contractName}.json`, `${JSON.stringify(artifact, null, 2)}\n`);
      written.push(contractName);
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`compiled: ${compileContracts().join(', ')}`);
}
