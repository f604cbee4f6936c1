import { loadEngineState } from '../../rig/engines/engineState.ts';
import { startFirefox } from '../../rig/engines/startFirefox.ts';
import { startInterceptProxy } from '../../rig/engines/startInterceptProxy.ts';
import { describeEngine } from './engineSuite.ts';

const proxy = await startInterceptProxy(loadEngineState().relayUrl);
const firefox = await startFirefox(proxy.address);

describeEngine(firefox, proxy, { walletHost: (page) => page.walletHost });
