/** Pure rules in Node: the workspace's jest preset. */
module.exports = { preset: '../../jest.preset.js', testEnvironment: 'node' };
