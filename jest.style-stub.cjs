// Stylesheets are the browser's business; component tests import them as nothing.
module.exports = {};
