/**
 * A real x402 stack on loopback, offline: an in-process EVM (ganache, chain id 84532 so x402's
 * version 1 name "base-sepolia" maps to it), a USD Coin-like EIP-3009 token compiled from
 * TestUSDC.sol by solc at test time, the official x402 facilitator (@x402/core + @x402/evm) behind
 * POST /verify, POST /settle and GET /supported, and paying clients built from the official
 * client packages (@x402/fetch with the exact EVM scheme, version 2 and version 1).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { x402Facilitator } from '@x402/core/facilitator';
import { ExactEvmScheme as ExactEvmClientScheme } from '@x402/evm/exact/client';
import { registerExactEvmScheme } from '@x402/evm/exact/facilitator';
import { toClientEvmSigner, toFacilitatorEvmSigner } from '@x402/evm';
import { ExactEvmSchemeV1 } from '@x402/evm/v1';
import { wrapFetchWithPayment, x402Client } from '@x402/fetch';
import ganache from 'ganache';
import solc from 'solc';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  publicActions,
  type Abi,
  type Hex,
  type PublicClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

export const CHAIN_ID = 84532;
export const NETWORK = 'eip155:84532';
export const TOKEN_NAME = 'USD Coin';
export const TOKEN_VERSION = '2';
/** Where the facilitator looks for Multicall3 when it diagnoses a failed simulation. */
const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';
const ETH = 10n ** 18n;

export interface Wallet {
  address: Hex;
  privateKey: Hex;
}

export interface LocalX402Chain {
  rpcUrl: string;
  /** The deployed token. */
  token: Hex;
  /** Base URL of the facilitator (POST /verify, POST /settle, GET /supported). */
  facilitatorUrl: string;
  /** The account the facilitator pays gas from. */
  facilitator: Wallet;
  /** Receives payments; starts with no tokens. */
  payTo: Wallet;
  /** Funded payers, 10 tokens (10,000,000 atomic units) each. */
  payer: Wallet;
  secondPayer: Wallet;
  /** Holds no tokens. */
  poorPayer: Wallet;
  publicClient: PublicClient;
  balanceOf(address: Hex): Promise<bigint>;
  /** Sends `amount` of the token from one wallet to another (for draining a payer mid-test). */
  transfer(from: Wallet, to: Hex, amount: bigint): Promise<void>;
  /** Sets an account's ether balance (a facilitator without gas money cannot settle). */
  setEtherBalance(address: Hex, wei: bigint): Promise<void>;
  close(): Promise<void>;
}

interface Compiled {
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
}

function compile(): Record<string, Compiled> {
  const source = readFileSync(new URL('./TestUSDC.sol', import.meta.url), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { 'TestUSDC.sol': { content: source } },
    settings: {
      // Ganache 7 runs up to the Merge: no PUSH0.
      evmVersion: 'paris',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: Array<{ severity: string; formattedMessage: string }>;
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(`solc: ${errors.map((e) => e.formattedMessage).join('\n')}`);
  const contracts = output.contracts['TestUSDC.sol']!;
  return Object.fromEntries(
    Object.entries(contracts).map(([name, c]) => [
      name,
      { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` as Hex, deployedBytecode: `0x${c.evm.deployedBytecode.object}` as Hex },
    ]),
  );
}

function newWallet(): Wallet {
  const privateKey = generatePrivateKey();
  return { privateKey, address: privateKeyToAccount(privateKey).address };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** JSON with bigints as decimal strings. */
function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text) as Record<string, unknown>;
}

export async function startLocalX402Chain(): Promise<LocalX402Chain> {
  const facilitator = newWallet();
  const payTo = newWallet();
  const payer = newWallet();
  const secondPayer = newWallet();
  const poorPayer = newWallet();
  const hundredEth = `0x${(100n * ETH).toString(16)}`;
  const chainServer = ganache.server({
    chain: { chainId: CHAIN_ID },
    logging: { quiet: true },
    wallet: { accounts: [facilitator, payTo, payer, secondPayer, poorPayer].map((w) => ({ secretKey: w.privateKey, balance: hundredEth })) },
  });
  await chainServer.listen(0, '127.0.0.1');
  const rpcUrl = `http://127.0.0.1:${(chainServer.address() as AddressInfo).port}`;
  const chain = defineChain({
    id: CHAIN_ID,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport });
  const walletOf = (w: Wallet) => createWalletClient({ account: privateKeyToAccount(w.privateKey), chain, transport }).extend(publicActions);

  const contracts = compile();
  const usdc = contracts['TestUSDC']!;
  const deployer = walletOf(facilitator);
  const deployHash = await deployer.deployContract({ abi: usdc.abi, bytecode: usdc.bytecode, args: [TOKEN_NAME] });
  const token = (await publicClient.waitForTransactionReceipt({ hash: deployHash })).contractAddress!;
  await chainServer.provider.request({
    method: 'evm_setAccountCode',
    params: [MULTICALL3_ADDRESS, contracts['TestMulticall']!.deployedBytecode],
  });
  for (const w of [payer, secondPayer]) {
    const hash = await deployer.writeContract({ address: token, abi: usdc.abi, functionName: 'mint', args: [w.address, 10_000_000n] });
    await publicClient.waitForTransactionReceipt({ hash });
  }

  // The official facilitator, paying gas from its own account, for version 2 and version 1.
  const facilitatorClient = walletOf(facilitator);
  const core = new x402Facilitator();
  registerExactEvmScheme(core, {
    signer: toFacilitatorEvmSigner({
      address: facilitator.address,
      readContract: (args) => facilitatorClient.readContract(args as never),
      verifyTypedData: (args) => facilitatorClient.verifyTypedData(args as never),
      writeContract: (args) => facilitatorClient.writeContract(args as never),
      sendTransaction: (args) => facilitatorClient.sendTransaction(args as never),
      waitForTransactionReceipt: (args) => facilitatorClient.waitForTransactionReceipt(args),
      getCode: (args) => facilitatorClient.getCode(args),
    }),
    networks: NETWORK,
  });
  const facilitatorServer = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method === 'GET' && req.url === '/supported') return json(res, 200, core.getSupported());
        if (req.method !== 'POST' || (req.url !== '/verify' && req.url !== '/settle')) return json(res, 404, { error: 'not found' });
        const body = await readJson(req);
        const args = [body['paymentPayload'], body['paymentRequirements']] as Parameters<typeof core.verify>;
        return json(res, 200, req.url === '/verify' ? await core.verify(...args) : await core.settle(...args));
      } catch (error) {
        // The facilitator client reads a body with isValid/success as a refusal with its reason.
        const reason = error instanceof Error ? error.message : String(error);
        const path = req.url === '/verify' ? { isValid: false, invalidReason: 'unexpected_verify_error', invalidMessage: reason } : { success: false, errorReason: 'unexpected_settle_error', errorMessage: reason, transaction: '', network: NETWORK };
        return json(res, 400, path);
      }
    })();
  });
  const facilitatorUrl = await listen(facilitatorServer);

  return {
    rpcUrl,
    token,
    facilitatorUrl,
    facilitator,
    payTo,
    payer,
    secondPayer,
    poorPayer,
    publicClient,
    async balanceOf(address) {
      return (await publicClient.readContract({ address: token, abi: usdc.abi, functionName: 'balanceOf', args: [address] })) as bigint;
    },
    async transfer(from, to, amount) {
      const hash = await walletOf(from).writeContract({ address: token, abi: usdc.abi, functionName: 'transfer', args: [to, amount] });
      await publicClient.waitForTransactionReceipt({ hash });
    },
    async setEtherBalance(address, wei) {
      await chainServer.provider.request({ method: 'evm_setAccountBalance', params: [address, `0x${wei.toString(16)}`] });
    },
    async close() {
      await close(facilitatorServer);
      await chainServer.close();
    },
  };
}

function clientSigner(wallet: Wallet, chain: LocalX402Chain) {
  return toClientEvmSigner(privateKeyToAccount(wallet.privateKey), chain.publicClient as never);
}

/**
 * The test token is no default asset of the clients: allow it, up to one token a payment, under
 * the network's version 2 id and its version 1 name.
 */
function allowTestToken(client: x402Client, chain: LocalX402Chain): x402Client {
  return client.setSpendControls({
    allowedAssets: [NETWORK, 'base-sepolia'].map((network) => ({ network: network as typeof NETWORK, asset: chain.token, maxAmountPerPayment: '1000000' })),
  });
}

/** A fetch that pays 402s as a version 2 client: PAYMENT-REQUIRED in, PAYMENT-SIGNATURE out. */
export function payingFetchV2(wallet: Wallet, chain: LocalX402Chain, base: typeof fetch = fetch): typeof fetch {
  const client = allowTestToken(new x402Client().register(NETWORK, new ExactEvmClientScheme(clientSigner(wallet, chain))), chain);
  return wrapFetchWithPayment(base, client) as typeof fetch;
}

/**
 * A fetch that pays 402s as a version 1 client: it reads the requirements from the 402 body and
 * answers with X-PAYMENT. The official client prefers the version 2 header when there is one, so
 * that header is hidden from it, as a client that predates it never sees it.
 */
export function payingFetchV1(wallet: Wallet, chain: LocalX402Chain, base: typeof fetch = fetch): typeof fetch {
  const client = allowTestToken(new x402Client().registerV1('base-sepolia', new ExactEvmSchemeV1(clientSigner(wallet, chain))), chain);
  const legacy: typeof fetch = async (input, init) => {
    const response = await base(input, init);
    if (response.status !== 402) return response;
    const headers = new Headers(response.headers);
    headers.delete('payment-required');
    return new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers });
  };
  return wrapFetchWithPayment(legacy, client) as typeof fetch;
}

/** Wraps a fetch to keep the headers of every request it sends (to replay a payment). */
export function recordingFetch(sent: Headers[], base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    sent.push(new Headers(request.headers));
    return base(request);
  };
}
