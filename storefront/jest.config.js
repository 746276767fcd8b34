/** Component and state tests in jsdom: the workspace's jest preset. */
module.exports = { preset: '../jest.preset.js' };
