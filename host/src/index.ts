// The asynchronous boundary lets Module Federation settle the shared singletons (React,
// the router, @school/shared) before any of them is evaluated.
void import('./bootstrap');
