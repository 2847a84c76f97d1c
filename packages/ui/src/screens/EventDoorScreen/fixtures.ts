/** The pairing QR of the stories: a PNG (base64) of "http://localhost:3000/scanner?parear=K7QM-2XRD", drawn by the
 * server's own library (qrcode), as POST /events/{id}/door-devices/pairing answers it. */
const PAIRING_QR =
  'iVBORw0KGgoAAAANSUhEUgAAAJQAAACUCAYAAAB1PADUAAAAAklEQVR4AewaftIAAAXeSURBVO3BQa4cuJLAQFJ4978yx8tc' +
  'ySiU7O8eZIT9wlqPHNZ66LDWQ4e1Hjqs9dBhrYcOaz10WOuhH35D5W+qmFSmik+o3FTcqHyiYlKZKiaVqeITKn9Txc1hrYcO' +
  'az10WOuhHz5U8ZLKJ1Smim+oTBVTxY3KpHKjMlXcqEwVNxUvqXzisNZDh7UeOqz10A9fUvlExTcqJpWp4iWVqWKqmFSmikll' +
  'UpkqXlL5RMU3Dms9dFjrocNaD/3wj6u4qZhUbiomlW+oTBWTylQxqUwqU8V/yWGthw5rPXRY66Ef/nEqU8WkMlXcqEwVk8on' +
  'Km4qbiomlUllqviXHdZ66LDWQ4e1HvrhSxV/UsWkcqMyVdyovKQyVUwqU8WfVPE3HdZ66LDWQ4e1HvrhQyp/k8pUMalMFZPK' +
  'VDGpTBWTyo3KVDGpTBWTylQxqXxC5X/psNZDh7UeOqz1kP3Cf4jKTcWNylQxqdxUvKQyVfyXHdZ66LDWQ4e1HrJfuFCZKm5U' +
  '/qSKSeWm4kZlqrhRmSpuVKaKT6jcVNyoTBWTyicqbg5rPXRY66HDWg/98BsVk8pU8Y2KG5WbihuVm4pJZar4hMqNylQxqUwV' +
  'n1C5Ubmp+MZhrYcOaz10WOsh+4ULlW9U3KjcVNyofKNiUrmp+ITKVDGpfKLiEyovVdwc1nrosNZDh7Ue+uFDFTcqNypTxSdU' +
  'popPqNxUfEJlqpgqJpVPVEwqn6i4UZkqJpVPHNZ66LDWQ4e1HvrhL6uYVG4qvqHyCZWpYlKZKiaVqeKm4hsVk8qkMlVMFZPK' +
  'Nw5rPXRY66HDWg/ZL3xA5aZiUrmpmFSmihuVqeJG5abiEyqfqLhRmSomlU9UTCo3Fd84rPXQYa2HDms99MNvqEwV36iYVKaK' +
  'T1TcqNxUTCpTxaTyksqNylQxqdyo/E2HtR46rPXQYa2HfnhM5UZlqrhR+ZNUpopJZar4hMpNxaQyVXyiYlL5hspUcXNY66HD' +
  'Wg8d1nrIfuEDKlPFpDJV3KhMFZPKVDGpfKJiUrmp+JNUpopJ5U+qeOmw1kOHtR46rPWQ/cKFylQxqXyjYlL5RMWkclNxozJV' +
  'TCqfqPiTVKaKSWWqmFQ+UXFzWOuhw1oPHdZ6yH7hAyo3FTcqNxWTyjcqJpWpYlL5l1RMKlPFJ1RuKiaVqeLmsNZDh7UeOqz1' +
  '0A+/oTJVTCrfqLipuFG5UZkqvlFxo3JTMalMFZPKVHGj8r90WOuhw1oPHdZ66IcvVUwqn1CZKm5UbipuVKaKqWJSuVG5qZhU' +
  'PlExqXyiYlKZKiaVqeITh7UeOqz10GGth+wXLlRuKm5UpopPqEwVk8pNxaRyU/EvU7mpmFSmikllqvjGYa2HDms9dFjroR8+' +
  'VDGpfELlExWTyksV31B5qWJSuam4qfiEyk3FzWGthw5rPXRY66Ef/rCKSWWqmFRuKm5UvqEyVUwqU8WkclMxqUwqU8WkMqnc' +
  'VHyj4hOHtR46rPXQYa2H7BcuVG4qvqEyVUwqU8WkMlXcqEwVNypTxUsqU8Wk8lLFJ1SmipvDWg8d1nrosNZDP/xGxZ9U8Y2K' +
  'SeUbKjcqNxWTyksVn1C5Ubmp+MRhrYcOaz10WOuhH35D5W+quFG5qbhRmVS+UTGp3FTcqHxCZar4RsU3Dms9dFjrocNaD/3w' +
  'oYqXVL5RMam8VDGpTCqfUHmp4k9SmSpuDms9dFjrocNaD/3wJZVPVHyj4qbiRmWquFG5qfiEyjdUXqp46bDWQ4e1Hjqs9dAP' +
  '/8+o/E0qU8U3Km5UpopPqNxUfOOw1kOHtR46rPXQD/+4ihuVqeIbKlPFpHKjMlVMFZPKpPINlU9UTCrfOKz10GGthw5rPfTD' +
  'lyr+JpWpYlL5RsVNxY3KpDJVTBWTyk3FpDJVTCpTxaTy0mGthw5rPXRY66EfPqTyN6ncqLyk8omKb6hMFZPKTcWkMlVMKlPF' +
  'S4e1Hjqs9dBhrYfsF9Z65LDWQ4e1Hjqs9dBhrYcOaz10WOuhw1oP/R+/ogBt77SAcwAAAABJRU5ErkJggg==';

export { PAIRING_QR };
