/** Pure string rendering in Node: the workspace's jest preset (which also compiles marked). */
module.exports = { preset: '../../jest.preset.js', testEnvironment: 'node' };
