// Running alone (`npm run dev` in this folder): the asynchronous boundary lets Module
// Federation settle the shared singletons first. The host never loads this file; it loads
// the exposed ./app.
void import('./bootstrap');
