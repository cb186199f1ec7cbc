'use strict';
// Runs the VS Code extension's client (Editors/vscode/extension.js) against stand-ins for the `vscode` and
// `vscode-languageclient/node` modules, which only exist inside VS Code and in npm's registry, and checks
// what it asks of them: which binary it starts with which arguments, for which documents, and when it
// starts, restarts, reports a failure and stops.
// Usage: node client_harness.js PATH/TO/extension.js
// Prints one line per failed check, then "client: N passed, N failed"; exit code 1 when a check failed.

const assert = require('node:assert/strict');
const Module = require('node:module');
const path = require('node:path');

const extensionPath = path.resolve(process.argv[2]);

/** What the stand-ins were asked, reset before each scenario. */
let world;

function freshWorld(settings, documents, folders) {
  world = {
    settings,
    documents,
    folders,
    clients: [],
    errors: [],
    commands: {},
    openListeners: [],
    configurationListeners: [],
    failStart: false,
  };
}

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions, started: 0, stopped: 0, running: false });
    world.clients.push(this);
  }

  start() {
    this.started += 1;
    if (world.failStart) {
      return Promise.reject(new Error('spawn navlint ENOENT'));
    }
    this.running = true;
    return Promise.resolve();
  }

  stop() {
    this.stopped += 1;
    this.running = false;
    return Promise.resolve();
  }

  isRunning() {
    return this.running;
  }
}

const vscode = {
  workspace: {
    getConfiguration: (section) => ({ get: (key) => world.settings[`${section}.${key}`] }),
    get workspaceFolders() {
      return world.folders.map((folder) => ({ uri: { fsPath: folder } }));
    },
    get textDocuments() {
      return world.documents;
    },
    onDidOpenTextDocument: (listener) => {
      world.openListeners.push(listener);
      return { dispose() {} };
    },
    onDidChangeConfiguration: (listener) => {
      world.configurationListeners.push(listener);
      return { dispose() {} };
    },
  },
  window: {
    showErrorMessage: (message) => {
      world.errors.push(message);
      return Promise.resolve(undefined);
    },
  },
  commands: {
    registerCommand: (name, handler) => {
      world.commands[name] = handler;
      return { dispose() {} };
    },
    executeCommand: () => Promise.resolve(),
  },
};

const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (request === 'vscode') {
    return vscode;
  }
  if (request === 'vscode-languageclient/node') {
    return { LanguageClient, TransportKind: { stdio: 0, ipc: 1, pipe: 2, socket: 3 } };
  }
  return originalLoad.call(this, request, parent, isMain);
};

const extension = require(extensionPath);

function documentAt(fileName, languageId, scheme = 'file') {
  return { fileName, languageId, uri: { scheme, fsPath: fileName } };
}

function context() {
  return { subscriptions: [] };
}

const scenarios = {
  async 'a .nav document starts `navlint lsp` for the DSL and JSON specs'() {
    freshWorld({ 'navlint.path': 'navlint' }, [documentAt('/w/app.nav', 'navlint')], ['/w']);
    await extension.activate(context());
    assert.equal(world.clients.length, 1);
    const [client] = world.clients;
    assert.equal(client.id, 'navlint');
    assert.equal(client.serverOptions.command, 'navlint');
    assert.deepEqual(client.serverOptions.args, ['lsp']);
    assert.equal(client.serverOptions.transport, 0);
    const selector = client.clientOptions.documentSelector;
    assert.ok(selector.some((filter) => filter.language === 'navlint' && filter.scheme === 'file'));
    assert.ok(selector.some((filter) => filter.pattern === '**/*.navgraph.json'));
    assert.equal(client.started, 1);
    await extension.deactivate();
    assert.equal(client.stopped, 1);
  },

  async 'a plain JSON file starts nothing; the first .navgraph.json does, once'() {
    freshWorld({}, [documentAt('/w/package.json', 'json')], ['/w']);
    await extension.activate(context());
    assert.equal(world.clients.length, 0);
    world.openListeners.forEach((listener) => listener(documentAt('/w/tsconfig.json', 'json')));
    assert.equal(world.clients.length, 0);
    world.openListeners.forEach((listener) => listener(documentAt('/w/App.navgraph.json', 'json')));
    world.openListeners.forEach((listener) => listener(documentAt('/w/Other.navgraph.json', 'json')));
    assert.equal(world.clients.length, 1);
    assert.equal(world.clients[0].serverOptions.command, 'navlint');
    await extension.deactivate();
  },

  async 'navlint.path: a relative path is under the first folder, an absolute one stays'() {
    freshWorld({ 'navlint.path': '.build/debug/navlint' }, [], ['/w/app', '/w/other']);
    assert.equal(extension.serverCommand(), path.join('/w/app', '.build/debug/navlint'));
    world.settings['navlint.path'] = '/opt/navlint/bin/navlint';
    assert.equal(extension.serverCommand(), '/opt/navlint/bin/navlint');
    world.settings['navlint.path'] = '';
    assert.equal(extension.serverCommand(), 'navlint');
  },

  async 'a binary that does not start is reported with the setting to change'() {
    freshWorld({ 'navlint.path': '/missing/navlint' }, [documentAt('/w/app.nav', 'navlint')], ['/w']);
    world.failStart = true;
    await extension.activate(context());
    assert.equal(world.errors.length, 1);
    assert.match(world.errors[0], /\/missing\/navlint lsp/);
    assert.match(world.errors[0], /navlint\.path/);
    world.failStart = false;
    world.openListeners.forEach((listener) => listener(documentAt('/w/other.nav', 'navlint')));
    assert.equal(world.clients.length, 2, 'a later spec tries again');
    await extension.deactivate();
  },

  async 'the restart command and a new navlint.path restart the server'() {
    freshWorld({ 'navlint.path': 'navlint' }, [documentAt('/w/app.nav', 'navlint')], ['/w']);
    await extension.activate(context());
    await world.commands['navlint.restartServer']();
    assert.equal(world.clients.length, 2);
    assert.equal(world.clients[0].stopped, 1);
    assert.equal(world.clients[1].started, 1);
    world.settings['navlint.path'] = '/opt/navlint';
    const change = { affectsConfiguration: (section) => section === 'navlint.path' };
    await Promise.all(world.configurationListeners.map((listener) => listener(change)));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(world.clients.length, 3);
    assert.equal(world.clients[2].serverOptions.command, '/opt/navlint');
    await extension.deactivate();
    assert.equal(world.clients[2].stopped, 1);
  },

  async 'only DSL documents and JSON specs on disk are specs'() {
    assert.ok(extension.isSpec(documentAt('/w/a.nav', 'navlint')));
    assert.ok(extension.isSpec(documentAt('Untitled-1', 'navlint', 'untitled')));
    assert.ok(extension.isSpec(documentAt('/w/App.navgraph.json', 'json')));
    assert.ok(!extension.isSpec(documentAt('/w/navgraph.json', 'json')));
    assert.ok(!extension.isSpec(documentAt('App.navgraph.json', 'json', 'git')));
  },
};

async function main() {
  let passed = 0;
  let failed = 0;
  for (const [name, scenario] of Object.entries(scenarios)) {
    try {
      await scenario();
      passed += 1;
    } catch (error) {
      failed += 1;
      console.log(`FAIL ${name}: ${error.message}`);
    } finally {
      await extension.deactivate();
    }
  }
  console.log(`client: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main();
