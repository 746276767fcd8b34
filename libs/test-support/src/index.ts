export { freePort, freePortRun } from './ports';
export { eventually, eventuallyEqual, type EventuallyOptions } from './eventually';
export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  launchChromium,
  type LaunchChromiumOptions,
} from './chromium';
export { stopProcess, untilHealthy, type HealthOptions, type StopOptions } from './processes';
