import { loadEngineState } from '../../rig/engines/engineState.ts';
import { startInterceptProxy } from '../../rig/engines/startInterceptProxy.ts';
import { startWebKit } from '../../rig/engines/startWebKit.ts';
import { describeEngine } from './engineSuite.ts';

const proxy = await startInterceptProxy(loadEngineState().relayUrl);
const webkit = await startWebKit(proxy.address);

// WebDriver classic has no preload scripts, so no browser wallet here: Firefox covers it.
describeEngine(webkit, proxy);
