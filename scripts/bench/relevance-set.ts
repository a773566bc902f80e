/**
 * The relevance set: queries readers type, each with the page a reader expects first. Derived from
 * the content (what each page is about), not from the engine's answers. `npm run bench` reports the
 * share of queries whose expected page is the first result (top-1) and among the first three
 * (top-3). A query with two expected pages accepts either (two pages answer it equally well).
 */
export interface RelevanceCase {
  query: string;
  /** Routes without base path; the first result should be one of them. */
  expected: string[];
}

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  { query: 'store secret', expected: ['/store-secrets'] },
  { query: 'retrieve secret', expected: ['/retrieve-secret'] },
  { query: 'chat', expected: ['/api/nilai/chat-completion-v-1-chat-completions-post'] },
  { query: 'api key', expected: ['/build/secretLlm/access'] },
  { query: 'permissions', expected: ['/permissions'] },
  { query: 'testnet faucet', expected: ['/guide-testnet-faucet'] },
  { query: 'nada types', expected: ['/nada-lang-types'] },
  { query: 'blind computation', expected: ['/what-is-nillion'] },
  { query: 'SecretInteger', expected: ['/nada-lang-types'] },
  { query: 'install sdk', expected: ['/installation', '/quickstart-install'] },
  { query: 'nilup', expected: ['/nilup'] },
  { query: 'devnet', expected: ['/nillion-devnet'] },
  { query: 'create wallet', expected: ['/guide-testnet-connect'] },
  { query: 'send nil tokens', expected: ['/guide-testnet-tx'] },
  { query: 'multiplication', expected: ['/nada-by-example/multiplication'] },
  { query: 'matrix multiplication', expected: ['/nada-numpy-matrix-multiplication'] },
  { query: 'dot product', expected: ['/nada-numpy-dot-product'] },
  { query: 'linear regression', expected: ['/nada-ai-linear-model'] },
  { query: 'neural network', expected: ['/nada-ai-neural-network'] },
  { query: 'mpc protocol', expected: ['/nillions-mpc-protocol'] },
  { query: 'tecdsa', expected: ['/threshold-signatures'] },
  { query: 'nilql encryption', expected: ['/build/secretVault-secretDataAnalytics/encryption'] },
  { query: 'upload data', expected: ['/build/secretVault-secretDataAnalytics/upload-retrieve'] },
  { query: 'secretllm', expected: ['/build/secretLlm/overview'] },
  { query: 'python client', expected: ['/python-client'] },
  { query: 'typescript client', expected: ['/js-client'] },
  { query: 'react hooks', expected: ['/js-client-hooks'] },
  { query: 'nada test', expected: ['/nada-test'] },
  { query: 'glossary', expected: ['/glossary'] },
  { query: 'debugging nada', expected: ['/nada-debugging'] },
  { query: 'execution plan', expected: ['/nada-execution-plan'] },
  { query: 'rational numbers', expected: ['/nada-numpy-rationals'] },
  { query: 'for loop', expected: ['/nada-by-example/for-loop'] },
  { query: 'network configuration', expected: ['/network-configuration'] },
  { query: 'list models', expected: ['/api/nilai/get-models-v-1-models-get'] },
  { query: 'attestation', expected: ['/api/nilai/get-attestation-v-1-attestation-report-get'] },
  { query: 'random number', expected: ['/nada-by-example/random-number'] },
  { query: 'telemetry', expected: ['/sdk-instrumentation'] },
  { query: 'peer id', expected: ['/node-key2peerid'] },
  { query: 'secretvault', expected: ['/build/secretVault-secretDataAnalytics/overview'] },
  // The TypeScript client code: SecretVault's upload and query client, and the React hook that stores values.
  { query: 'secretvault typescript', expected: ['/build/secretVault-secretDataAnalytics/upload-retrieve'] },
  { query: 'typescript store secret', expected: ['/js-client-hooks-values'] },
];
