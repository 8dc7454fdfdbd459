// Media are the bundler's business; a component test sees each file as its name.
module.exports = 'test-file-stub';
