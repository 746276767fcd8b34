/** Ports, timers and a browser in Node: the workspace's jest preset. */
module.exports = { preset: '../../jest.preset.js', testEnvironment: 'node' };
