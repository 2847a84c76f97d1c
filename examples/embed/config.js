// Where the Bilheteria API is. `node examples/embed/serve.mjs` answers this file itself from API_BASE; with
// another static server, edit it here.
window.bilheteriaExample = { apiBase: 'http://localhost:3000/api' };
