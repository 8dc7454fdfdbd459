// react-toastify and its styles, in a chunk of their own: fetched with the first toast.
import 'react-toastify/dist/ReactToastify.css';

export { ToastContainer, toast } from 'react-toastify';
