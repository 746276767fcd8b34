/** The client in jsdom (document.cookie, window.location): the workspace's jest preset. */
module.exports = { preset: '../../jest.preset.js' };
