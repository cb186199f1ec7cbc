'use strict';
// The navlint extension's client: it starts `navlint lsp` (the language server, over standard input and
// output) for DSL documents (`.nav`, language id `navlint`) and JSON specs (`*.navgraph.json`), and restarts
// it on request or when `navlint.path` changes. Everything else (findings, hover, completion, rename,
// formatting) is the server's.

const path = require('path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

const CLIENT_ID = 'navlint';
const JSON_SPEC_GLOB = '**/*.navgraph.json';

/** The documents the server is given: the DSL by language, JSON specs by the end of their name. */
const DOCUMENT_SELECTOR = [
  { scheme: 'file', language: 'navlint' },
  { scheme: 'untitled', language: 'navlint' },
  { scheme: 'file', pattern: JSON_SPEC_GLOB },
];

let client;
let starting;

/** Whether a document is one the server reads; JSON files that are not specs never start it. */
function isSpec(document) {
  if (document.languageId === 'navlint') {
    return true;
  }
  return document.uri.scheme === 'file' && document.fileName.endsWith('.navgraph.json');
}

/** The binary `navlint.path` names: a bare name stays for PATH; a relative path is under the first folder. */
function serverCommand() {
  const configured = vscode.workspace.getConfiguration('navlint').get('path') || 'navlint';
  if (path.isAbsolute(configured) || !configured.includes('/')) {
    return configured;
  }
  const folders = vscode.workspace.workspaceFolders;
  return folders && folders.length > 0 ? path.join(folders[0].uri.fsPath, configured) : configured;
}

function makeClient(command) {
  const serverOptions = { command, args: ['lsp'], transport: TransportKind.stdio };
  const clientOptions = { documentSelector: DOCUMENT_SELECTOR, outputChannelName: 'navlint' };
  return new LanguageClient(CLIENT_ID, 'navlint', serverOptions, clientOptions);
}

/** Starts the server once; a binary that cannot be started is reported with the setting to change. */
function startServer() {
  if (starting) {
    return starting;
  }
  const command = serverCommand();
  const attempt = makeClient(command);
  client = attempt;
  starting = attempt.start().catch((error) => {
    if (client === attempt) {
      client = undefined;
      starting = undefined;
    }
    const message = `navlint: could not start "${command} lsp" (${error.message || error}). ` +
      'Install navlint or set navlint.path to the binary.';
    vscode.window.showErrorMessage(message, 'Open Settings').then((choice) => {
      if (choice === 'Open Settings') {
        vscode.commands.executeCommand('workbench.action.openSettings', 'navlint.path');
      }
    });
  });
  return starting;
}

async function stopServer() {
  const running = client;
  const pending = starting;
  client = undefined;
  starting = undefined;
  if (pending) {
    await pending;
  }
  if (running && running.isRunning()) {
    await running.stop();
  }
}

async function restartServer() {
  await stopServer();
  return startServer();
}

/** VS Code calls this on the first DSL or JSON document; the server starts with the first spec. */
function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('navlint.restartServer', restartServer),
    vscode.workspace.onDidOpenTextDocument((document) => {
      if (!client && isSpec(document)) {
        startServer();
      }
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('navlint.path') && vscode.workspace.textDocuments.some(isSpec)) {
        restartServer();
      }
    }),
    { dispose: () => stopServer() },
  );
  if (vscode.workspace.textDocuments.some(isSpec)) {
    return startServer();
  }
  return undefined;
}

function deactivate() {
  return stopServer();
}

module.exports = { activate, deactivate, isSpec, serverCommand, DOCUMENT_SELECTOR };
