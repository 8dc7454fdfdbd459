// react-toastify and its styles, in a chunk of their own: fetched with the first toast. Its
// unstyled build, with the styles as an extracted CSS file: the default build writes them into
// a <style> element at run time, which the site's Content-Security-Policy (no 'unsafe-inline')
// refuses, with an error in the console at every first toast.
import 'react-toastify/dist/ReactToastify.css';

export { ToastContainer, toast } from 'react-toastify/unstyled';
