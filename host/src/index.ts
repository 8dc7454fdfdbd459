// The host bundles its shared singletons (React, @school/shared) into this entry (eager, see
// tooling/federation-shared.mjs), so the shell starts without an asynchronous boundary.
import './bootstrap';
